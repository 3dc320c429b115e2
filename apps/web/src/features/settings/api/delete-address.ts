import { routePaths } from '@filmlab/api/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { refreshUser } from './cache';

/** DELETE /users/:id/address/:addressId; if it was primary the oldest other address takes over. */
export async function deleteAddress(userId: number | string, addressId: number): Promise<void> {
  await callRoute(routePaths.addresses.delete, { params: { id: userId, addressId } });
}

export function useDeleteAddress(userId: number | string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addressId: number) => deleteAddress(userId, addressId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.addresses(userId) });
      await refreshUser(queryClient, userId);
    },
  });
}
