import type { StartZipDownloadBody, ZipDownload } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { DEFAULT_POLL_MS } from '@filmlab/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { zipDownloadKeys } from '../../../lib/query-keys';

const finished = (zip: ZipDownload | undefined) =>
  zip?.status === 'DONE' || zip?.status === 'FAILED' || zip?.status === 'EXPIRED';

/**
 * One zip download. Its progress arrives on the live feed (which writes into this query); a slow
 * look every few seconds covers a feed that is reconnecting.
 */
export function useZipDownload(userId: number, zipId: number | null) {
  return useQuery({
    queryKey: zipDownloadKeys.one(userId, zipId ?? 0),
    queryFn: ({ signal }) => callRoute(routePaths.zipDownloads.get, { params: { id: userId, zipId: zipId! }, signal }),
    enabled: zipId !== null,
    refetchInterval: (query) => (finished(query.state.data?.zipDownload) ? false : DEFAULT_POLL_MS),
  });
}

/** Starts a zip; its first state is put in the cache at once, so progress shows from the first event. */
export function useStartZipDownload(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartZipDownloadBody) =>
      callRoute(routePaths.zipDownloads.start, { params: { id: userId }, body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(zipDownloadKeys.one(userId, answer.zipDownload.id), answer);
      void queryClient.invalidateQueries({ queryKey: zipDownloadKeys.all(userId), exact: true });
    },
  });
}
