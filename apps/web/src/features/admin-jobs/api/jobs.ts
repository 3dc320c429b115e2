import type { Job } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

export type JobStateFilter = 'failed' | 'queued' | 'active' | 'completed' | 'all';

const PAGE = 50;
const jobKeys = {
  all: ['admin-jobs'] as const,
  list: (state: JobStateFilter) => ['admin-jobs', state] as const,
};

/** Staff: the background jobs in one state (or all), newest first, a page at a time. */
export function useJobs(state: JobStateFilter) {
  return useInfiniteQuery({
    queryKey: jobKeys.list(state),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(routePaths.jobs.list, {
        query: { limit: PAGE, ...(state === 'all' ? {} : { state }), ...(pageParam ? { before: pageParam } : {}) },
        signal,
      }),
    getNextPageParam: (last) => (last.jobs.length === PAGE ? last.jobs[last.jobs.length - 1]?.id : undefined),
    // Work moves on while staff look: refresh now and then, not every render.
    refetchInterval: 15_000,
    staleTime: 0,
  });
}

/** Put a failed job back in the queue with a fresh set of tries. */
export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (jobId: number): Promise<{ job: Job }> => callRoute(routePaths.jobs.retry, { params: { jobId } }),
    onSettled: () => client.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
