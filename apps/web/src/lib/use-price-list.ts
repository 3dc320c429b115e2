import { routePaths } from '@filmlab/api/paths';
import { DEFAULT_PRICE_LIST, type PriceList } from '@filmlab/domain';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from './api-client';

/** The active price list's query key (the admin prices page drops it after a change). */
export const ACTIVE_PRICE_LIST_KEY = ['price-list', 'active'] as const;

/**
 * The lab's active price list. Pre-rendered HTML and the first render show the default prices (the
 * seed); the list in force replaces them once it has been read, so the page never waits on it.
 */
export function usePriceList(): PriceList {
  const query = useQuery({
    queryKey: ACTIVE_PRICE_LIST_KEY,
    queryFn: ({ signal }) => callRoute(routePaths.priceLists.active, { signal }),
    staleTime: 60_000,
  });
  return query.data?.entries ?? DEFAULT_PRICE_LIST;
}
