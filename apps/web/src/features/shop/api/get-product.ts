import { routes, type Product } from '@filmlab/api';
import { productNameFromSlug } from '@filmlab/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, callRoute } from '../../../lib/api-client';
import { catalogueKeys } from '../../../lib/query-keys';

/** GET /products/name/{name}: the URL's dashes read as spaces (spec section 5). Null when not found. */
export async function getProductByName(slug: string, signal?: AbortSignal): Promise<Product | null> {
  try {
    const { product } = await callRoute(routes.products.byName, {
      params: { name: productNameFromSlug(slug) },
      signal,
    });
    return product;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useProductByName(slug: string) {
  return useQuery({
    queryKey: catalogueKeys.productByName(productNameFromSlug(slug)),
    queryFn: ({ signal }) => getProductByName(slug, signal),
  });
}
