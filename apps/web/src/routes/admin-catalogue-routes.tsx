import type { RouteObject } from 'react-router';

// The admin catalogue pages of spec 2.4, relative to /admin; each page is its own chunk.
const products = async () => ({
  Component: (await import('../features/admin-catalogue/products/products-page')).ProductsPage,
});
const product = async () => ({
  Component: (await import('../features/admin-catalogue/products/product-page')).ProductPage,
});
const variants = async () => ({
  Component: (await import('../features/admin-catalogue/variants/variants-page')).VariantsPage,
});
const collections = async () => ({
  Component: (await import('../features/admin-catalogue/collections/collections-page')).CollectionsPage,
});
const collection = async () => ({
  Component: (await import('../features/admin-catalogue/collections/collection-page')).CollectionPage,
});

export function adminCatalogueRoutes(): RouteObject[] {
  return [
    { path: 'products', lazy: products },
    { path: 'products/:productId', lazy: product },
    { path: 'products/:productId/details/:productDetailsId', lazy: product },
    { path: 'products/:productId/variants/:variantId', lazy: product },
    { path: 'variants', lazy: variants },
    { path: 'collections', lazy: collections },
    { path: 'collections/:collectionId', lazy: collection },
  ];
}
