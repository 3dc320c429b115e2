import type { PapersResponse, ProductSummary } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { printKeys } from './print-keys';

/** GET /prints/papers: the papers, the large-format sizes and the 4x6 product, prices as data. */
export function usePapers() {
  return useQuery({
    queryKey: printKeys.papers,
    queryFn: ({ signal }): Promise<PapersResponse> => callRoute(routePaths.prints.papers, { signal }),
    staleTime: 60_000,
  });
}

/** The print products as the cart takes them (GET /products?ids=), to add PRINT lines. */
export function usePrintProducts(ids: readonly number[]) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return useQuery({
    queryKey: printKeys.products(sorted.join(',')),
    queryFn: async ({ signal }): Promise<ProductSummary[]> =>
      (await callRoute(routePaths.products.list, { query: { ids: sorted.join(','), limit: 100 }, signal })).products,
    enabled: sorted.length > 0,
    staleTime: 60_000,
  });
}
