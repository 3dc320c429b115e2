import type { ProductSummary } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { CREDITS_PRODUCT_LOOKUP_LIMIT } from '@filmlab/domain';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { catalogueKeys } from '../../../lib/query-keys';

/** GET /products?ids=: the products behind the cart's lines, for stock. Failure is logged only (spec 8). */
export async function getCartProducts(ids: readonly number[], signal?: AbortSignal): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  try {
    const { products } = await callRoute(routePaths.products.list, {
      query: { ids: ids.join(','), limit: CREDITS_PRODUCT_LOOKUP_LIMIT },
      signal,
    });
    return products;
  } catch (error) {
    console.error('Loading the cart products failed', error);
    return [];
  }
}

export function useCartProducts(ids: readonly number[]) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const key = sorted.join(',');
  return useQuery({
    queryKey: catalogueKeys.cartProducts(key),
    queryFn: ({ signal }) => getCartProducts(sorted, signal),
    enabled: sorted.length > 0,
    staleTime: 30_000,
  });
}
