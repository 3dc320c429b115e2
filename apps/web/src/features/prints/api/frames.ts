import type { FilmRoll, LibraryFilters, Scan } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { mergeById } from '@filmlab/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { printKeys } from './print-keys';

export interface FrameFilters {
  rollId: number | null;
  tagId: number | null;
}

/** The member's frames to print (GET /users/{id}/scans), one roll's or one tag's; pages accumulate. */
export function useFrames(userId: number, filters: FrameFilters) {
  const query = useInfiniteQuery({
    queryKey: printKeys.frames(userId, filters),
    queryFn: ({ pageParam, signal }) =>
      callRoute(routePaths.scans.list, {
        params: { id: userId },
        query: {
          filmRollId: filters.rollId ?? undefined,
          tagId: filters.tagId ?? undefined,
          limit: 100,
          cursor: pageParam ?? undefined,
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
  const frames: Scan[] = query.data ? mergeById(query.data.pages.map((page) => page.scans)) : [];
  return { ...query, frames: frames.filter((frame) => frame.status === 'READY') };
}

/** The rolls for the roll filter (the newest 50). */
export function useRollChoices(userId: number) {
  return useQuery({
    queryKey: printKeys.rolls(userId),
    queryFn: async ({ signal }): Promise<FilmRoll[]> =>
      (await callRoute(routePaths.rolls.list, { params: { id: userId }, query: { limit: 50 }, signal })).filmRolls,
    staleTime: 30_000,
  });
}

/** The member's tags for the tag filter. */
export function useTagChoices(userId: number) {
  return useQuery({
    queryKey: printKeys.tags(userId),
    queryFn: ({ signal }): Promise<LibraryFilters> =>
      callRoute(routePaths.rolls.filters, { params: { id: userId }, signal }),
    staleTime: 30_000,
  });
}
