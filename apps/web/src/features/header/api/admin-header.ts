import { routePaths } from '@filmlab/api/paths';
import { ADMIN_STATS_POLL_MS } from '@filmlab/domain';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { labKeys } from '../../../lib/query-keys';

/** The lab's general stats (spec 2.11): loaded on entry, then every 300000 ms (section 9). */
export function useGeneralStats() {
  return useQuery({
    queryKey: labKeys.stats,
    queryFn: ({ signal }) => callRoute(routePaths.developmentStatus.generalStats, { signal }),
    refetchInterval: ADMIN_STATS_POLL_MS,
    staleTime: 0,
  });
}

/** Orders matching a quick-search term; nothing is asked for a blank term (section 5). */
export function useQuickSearch(term: string) {
  return useQuery({
    queryKey: labKeys.quickSearch(term),
    queryFn: ({ signal }) => callRoute(routePaths.labBoard.quickSearch, { query: { search: term }, signal }),
    enabled: term.trim() !== '',
    staleTime: 10_000,
  });
}
