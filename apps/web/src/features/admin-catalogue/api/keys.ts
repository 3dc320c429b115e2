/** Query keys of the admin catalogue; a write invalidates the ['admin-catalogue'] prefix it touched. */
export const catalogueKeys = {
  all: ['admin-catalogue'] as const,
  products: ['admin-catalogue', 'products'] as const,
  productList: (query: Record<string, unknown>) => ['admin-catalogue', 'products', 'list', query] as const,
  product: (id: number) => ['admin-catalogue', 'products', 'one', id] as const,
  collections: ['admin-catalogue', 'collections'] as const,
  collectionList: ['admin-catalogue', 'collections', 'list'] as const,
  collection: (id: number) => ['admin-catalogue', 'collections', 'one', id] as const,
  collectionProducts: (id: number) => ['admin-catalogue', 'collections', 'products', id] as const,
  membership: (productIds: readonly number[]) => ['admin-catalogue', 'collections', 'membership', productIds] as const,
};
