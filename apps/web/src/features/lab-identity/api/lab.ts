import type { UpdateLabBody } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

const labKey = ['lab', 'identity'] as const;

/** The lab's identity (the same call visitors make). */
export function useLabIdentity() {
  return useQuery({ queryKey: labKey, queryFn: ({ signal }) => callRoute(routePaths.lab.identity, { signal }) });
}

export function useUpdateLab() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateLabBody) => callRoute(routePaths.lab.update, { body }),
    onSuccess: (answer) => queryClient.setQueryData(labKey, answer),
  });
}
