import type { ProductFilters } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { catalogueKeys } from '../../../lib/query-keys';

/** GET /products/filters?collection=&active=true: the facets a collection's products can be narrowed by. */
export function getProductFilters(collection: string | null, signal?: AbortSignal): Promise<ProductFilters> {
  return callRoute(routePaths.products.filters, {
    query: { collection: collection ?? undefined, active: true, shop: true },
    signal,
  });
}

export function productFiltersQueryOptions(collection: string | null) {
  return queryOptions({
    queryKey: catalogueKeys.filters(collection),
    queryFn: ({ signal }) => getProductFilters(collection, signal),
    staleTime: 60_000,
  });
}

export function useProductFilters(collection: string | null) {
  return useQuery(productFiltersQueryOptions(collection));
}
