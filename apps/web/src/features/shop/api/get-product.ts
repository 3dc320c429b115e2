import type { Product } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { productNameFromSlug } from '@filmlab/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callRoute } from '../../../lib/api-client';
import { catalogueKeys } from '../../../lib/query-keys';

async function orNull(read: Promise<{ product: Product }>): Promise<Product | null> {
  try {
    return (await read).product;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The product at /products/{slug}: GET /products/slug/{slug}; when no product has that slug, the
 * segment is read as an old link made from the name (dashes as spaces, spec section 5), so the page
 * can send the reader on to the product's own address. Null when neither finds one.
 */
export async function getProductBySlug(slug: string, signal?: AbortSignal): Promise<Product | null> {
  const bySlug = await orNull(callRoute(routePaths.products.bySlug, { params: { slug }, signal }));
  if (bySlug) return bySlug;
  return orNull(callRoute(routePaths.products.byName, { params: { name: productNameFromSlug(slug) }, signal }));
}

export function productBySlugQueryOptions(slug: string) {
  return queryOptions({
    queryKey: catalogueKeys.productBySlug(slug),
    queryFn: ({ signal }) => getProductBySlug(slug, signal),
  });
}

export function useProductBySlug(slug: string) {
  return useQuery(productBySlugQueryOptions(slug));
}
