import type { ProductCollection } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { catalogueKeys } from '../../../lib/query-keys';

/**
 * GET /product-collections?active=true, sorted by orderIndex (the server sorts; sorting again
 * keeps the header right whatever the order on the wire). Failure is logged only (spec section 8).
 */
export async function getActiveCollections(signal?: AbortSignal): Promise<ProductCollection[]> {
  const { detailedCollections } = await callRoute(routePaths.collections.list, { query: { active: true }, signal });
  return detailedCollections.map((d) => d.collection).sort((a, b) => a.orderIndex - b.orderIndex);
}

export function activeCollectionsQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.activeCollections,
    queryFn: async ({ signal }) => {
      try {
        return await getActiveCollections(signal);
      } catch (error) {
        console.error('Loading the shop collections failed', error);
        return [];
      }
    },
    staleTime: 60_000,
  });
}

export function useActiveCollections() {
  return useQuery(activeCollectionsQueryOptions());
}
