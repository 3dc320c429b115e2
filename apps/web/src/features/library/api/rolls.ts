import type { FilmRoll, FilmRollDetail, LibraryFilters } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { mergeById } from '@filmlab/domain';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { libraryKeys } from '../../../lib/query-keys';
import { rollsQuery, type LibraryFilterValues } from './library-filters';

/** The member's rolls, newest first, a page at a time; pages accumulate, each roll once. */
export function useRollPages(userId: number, filters: LibraryFilterValues) {
  const query = useInfiniteQuery({
    queryKey: libraryKeys.rolls(userId, filters),
    queryFn: ({ pageParam, signal }) =>
      callRoute(routePaths.rolls.list, {
        params: { id: userId },
        query: { ...rollsQuery(filters), cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    // While frames are being made, look again now and then: progress moves without a click.
    refetchInterval: (q) =>
      q.state.data?.pages.some((page) => page.filmRolls.some((roll) => roll.scans.processing > 0)) ? 3000 : false,
  });
  const rolls: FilmRoll[] = query.data ? mergeById(query.data.pages.map((page) => page.filmRolls)) : [];
  return { ...query, rolls };
}

export function useLibraryFilters(userId: number) {
  return useQuery({
    queryKey: libraryKeys.filters(userId),
    queryFn: ({ signal }): Promise<LibraryFilters> =>
      callRoute(routePaths.rolls.filters, { params: { id: userId }, signal }),
    staleTime: 30_000,
  });
}

export function useRoll(userId: number, rollId: number) {
  return useQuery({
    queryKey: libraryKeys.roll(userId, rollId),
    queryFn: async ({ signal }): Promise<FilmRollDetail> =>
      (await callRoute(routePaths.rolls.get, { params: { id: userId, rollId }, signal })).filmRoll,
    refetchInterval: (q) => (q.state.data && q.state.data.scans.processing > 0 ? 2000 : false),
  });
}
