import type { SocialSubmissionDetail } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { GALLERY_PAGE_SIZE } from '@filmlab/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

export type SelectedFilter = 'all' | 'selected' | 'not-selected';

const submissionKeys = {
  all: ['social-submissions'] as const,
  list: (filter: SelectedFilter, handle: string) => ['social-submissions', filter, handle] as const,
};

/** A member submits one of their scans to the community gallery, credited to their handle. */
export function useSubmitScan(userId: number) {
  return useMutation({
    mutationFn: ({ scanId, socialHandle }: { scanId: number; socialHandle: string }) =>
      callRoute(routePaths.socialSubmissions.create, {
        params: { id: userId, scanId },
        body: { socialHandle: socialHandle.trim() || null },
      }),
  });
}

/** Staff: every submission, newest first, filtered by whether it is in the landing gallery and by handle. */
export function useSubmissions(filter: SelectedFilter, handle = '') {
  const trimmed = handle.trim();
  return useInfiniteQuery({
    queryKey: submissionKeys.list(filter, trimmed),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      callRoute(routePaths.socialSubmissions.list, {
        query: {
          limit: GALLERY_PAGE_SIZE,
          offset: pageParam,
          sortBy: 'createdAt',
          desc: 'true',
          ...(filter === 'all' ? {} : { selected: filter === 'selected' ? 'true' : 'false' }),
          ...(trimmed ? { handle: trimmed } : {}),
        },
        signal,
      }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.submissions.length, 0);
      return loaded < last.count ? loaded : undefined;
    },
  });
}

/** Staff: put a submission in the landing gallery, or take it out. */
export function useSelectSubmission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      selected,
    }: {
      id: number;
      selected: boolean;
    }): Promise<{ submission: SocialSubmissionDetail }> =>
      callRoute(routePaths.socialSubmissions.select, { params: { id }, body: { selected } }),
    onSettled: () => client.invalidateQueries({ queryKey: submissionKeys.all }),
  });
}
