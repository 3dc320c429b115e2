import type { Scan, ScanDetail } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { mergeById } from '@filmlab/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { libraryKeys } from '../../../lib/query-keys';

/** Enough for a whole roll at once in most cases; longer rolls page on. */
const ROLL_PAGE = 100;

/** A roll's frames in frame order; pages accumulate, each frame once. */
export function useRollScans(userId: number, rollId: number, processing: boolean) {
  const query = useInfiniteQuery({
    queryKey: libraryKeys.scans(userId, { rollId }),
    queryFn: ({ pageParam, signal }) =>
      callRoute(routePaths.scans.list, {
        params: { id: userId },
        query: { filmRollId: rollId, limit: ROLL_PAGE, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    refetchInterval: processing ? 2000 : false,
  });
  const scans: Scan[] = query.data ? mergeById(query.data.pages.map((page) => page.scans)) : [];
  return { ...query, scans };
}

export function useScan(userId: number, scanId: number) {
  return useQuery({
    queryKey: libraryKeys.scan(userId, scanId),
    queryFn: ({ signal }): Promise<ScanDetail> =>
      callRoute(routePaths.scans.get, { params: { id: userId, scanId }, signal }),
    refetchInterval: (q) => (q.state.data?.scan.status === 'PROCESSING' ? 1500 : false),
  });
}

export function fetchScan(userId: number, scanId: number): Promise<ScanDetail> {
  return callRoute(routePaths.scans.get, { params: { id: userId, scanId } });
}
