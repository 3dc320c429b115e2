import type { SavePageWordsBody } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

const pagesKey = ['page-words'] as const;

/** Every local page whose words staff rewrote. */
export function useRewrittenPages() {
  return useQuery({ queryKey: pagesKey, queryFn: ({ signal }) => callRoute(routePaths.pageWords.list, { signal }) });
}

export function useSavePageWords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavePageWordsBody) => callRoute(routePaths.pageWords.save, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pagesKey }),
  });
}
