import type { BoardQuery, BulkRequest, BulkResponse } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { labKeys } from '../../../lib/query-keys';

/** One page of the lab's orders board. */
export function useBoard(query: BoardQuery) {
  return useQuery({
    queryKey: labKeys.board(query),
    queryFn: ({ signal }) => callRoute(routePaths.labBoard.board, { query, signal }),
    placeholderData: keepPreviousData,
    // Work moves on while staff look.
    refetchInterval: 30_000,
  });
}

/** Receive, complete or step several orders; the board and the stats bar refresh after. */
export function useBulkAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkRequest): Promise<BulkResponse> => callRoute(routePaths.labBoard.bulk, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: labKeys.all }),
  });
}
