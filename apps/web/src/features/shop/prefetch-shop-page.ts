// What the app server needs to render a shop page itself (entry-server.tsx): the answers the page's
// queries would fetch, loaded into its query client first, so the HTML carries the products and the
// browser, given the same answers, hydrates it as it is.
import { collectionMatchesSlug } from '@filmlab/domain';
import type { QueryClient } from '@tanstack/react-query';
import { activeCollectionsQueryOptions } from './api/get-collections';
import { productBySlugQueryOptions } from './api/get-product';
import { productFiltersQueryOptions } from './api/get-product-filters';
import { productPagesQueryOptions } from './api/get-products';

export const SHOP_LEDE = 'Film, books and darkroom kit, picked by the people who develop your rolls.';

export interface ShopPage {
  status: 200 | 404;
  /** An old product link made from the name: the product's own address. */
  redirect: string | null;
  title: string;
  description: string;
  /** The page's canonical path. */
  path: string;
}

const decode = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

const summary = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 300);

/**
 * The shop page at `path` (/collections, /products/all, /collections/{slug}, /products/{slug}) with
 * its data in `client`, or null for any other path. A visitor's view: the server renders for no one
 * in particular, and a signed-in buyer's prices arrive with their session.
 */
export async function prefetchShopPage(client: QueryClient, path: string): Promise<ShopPage | null> {
  const match = /^\/(collections|products)(?:\/([^/]+))?$/.exec(path);
  if (!match) return null;
  const [, section, raw] = match;
  const segment = raw === undefined ? undefined : decode(raw);
  if (segment === null || (section === 'products' && segment === undefined)) return null;
  const collections = await client.fetchQuery(activeCollectionsQueryOptions());
  const missing = (what: string): ShopPage => ({
    status: 404,
    redirect: null,
    title: `We couldn’t find that ${what}`,
    description: SHOP_LEDE,
    path,
  });

  if (segment === undefined || (section === 'products' && segment.toLowerCase() === 'all')) {
    await Promise.all([
      client.prefetchInfiniteQuery(productPagesQueryOptions(null, {})),
      client.prefetchQuery(productFiltersQueryOptions(null)),
    ]);
    return { status: 200, redirect: null, title: 'Shop', description: SHOP_LEDE, path: '/collections' };
  }

  if (section === 'collections') {
    const collection = collections.find((c) => collectionMatchesSlug(c.name, segment));
    if (!collection || collection.private) return missing('collection');
    await Promise.all([
      client.prefetchInfiniteQuery(productPagesQueryOptions(segment, {})),
      client.prefetchQuery(productFiltersQueryOptions(segment)),
    ]);
    return {
      status: 200,
      redirect: null,
      title: collection.name,
      description: summary(collection.description || SHOP_LEDE),
      path: `/collections/${collection.slug}`,
    };
  }

  const product = await client.fetchQuery(productBySlugQueryOptions(segment));
  if (!product) return missing('product');
  const own = `/products/${product.slug}`;
  return {
    status: 200,
    redirect: product.slug === segment ? null : own,
    title: product.name,
    description: summary(product.description || `${product.name}, from our shop.`),
    path: own,
  };
}
