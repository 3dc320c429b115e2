import type { Address } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute, type BodyOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The customer's saved addresses: a label is sent from one, negatives go back to one, a courier calls at one. */
export function useSavedAddresses(userId: number) {
  return useQuery({
    queryKey: queryKeys.addresses(userId),
    queryFn: async ({ signal }): Promise<Address[]> =>
      (await callRoute(routePaths.addresses.list, { params: { id: userId }, signal })).addresses,
  });
}

/** Saves a new address to the customer's address book. */
export function useAddAddress(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BodyOf<typeof routePaths.addresses.create>): Promise<Address> =>
      (await callRoute(routePaths.addresses.create, { params: { id: userId }, body })).address,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.addresses(userId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
      ]),
  });
}
