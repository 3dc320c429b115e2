import type { ProductList } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { nextPageOffset, pageHasMore, PRODUCT_PAGE_SIZE } from '@filmlab/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { catalogueKeys } from '../../../lib/query-keys';

export type ShopFilters = Record<string, string[]>;

/** Only the facets with a value chosen, as the JSON the API reads, or undefined for none. */
export function filtersParam(filters: ShopFilters): string | undefined {
  const chosen = Object.fromEntries(Object.entries(filters).filter(([, values]) => values.length > 0));
  return Object.keys(chosen).length > 0 ? JSON.stringify(chosen) : undefined;
}

/** GET /products?collection=&filters=&limit=18&offset=: one page of 18. */
export function getProductsPage(
  collection: string | null,
  filters: string | undefined,
  offset: number,
  signal?: AbortSignal,
): Promise<ProductList> {
  return callRoute(routePaths.products.list, {
    query: { collection: collection ?? undefined, filters, limit: PRODUCT_PAGE_SIZE, offset, active: true, shop: true },
    signal,
  });
}

/** Pages of 18 products; another page is offered while the last one came back full (spec section 4). */
export function productPagesQueryOptions(collection: string | null, filters: ShopFilters) {
  const param = filtersParam(filters);
  return infiniteQueryOptions({
    queryKey: catalogueKeys.products(collection, param ?? ''),
    queryFn: ({ pageParam, signal }) => getProductsPage(collection, param, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: ProductList, pages: ProductList[]) =>
      pageHasMore(last.products.length, PRODUCT_PAGE_SIZE)
        ? nextPageOffset(pages.length, PRODUCT_PAGE_SIZE)
        : undefined,
  });
}

export function useProductPages(collection: string | null, filters: ShopFilters) {
  return useInfiniteQuery(productPagesQueryOptions(collection, filters));
}
