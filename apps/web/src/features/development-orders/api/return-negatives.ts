import { routes, type Address, type ReturnNegativesBody, type ReturnNegativesResponse } from '@filmlab/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute, type BodyOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { orderKeys } from './orders';

/** Records the return shipment; the server re-prices the order and answers what was added. */
export function useRequestReturn(userId: number, orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnNegativesBody): Promise<ReturnNegativesResponse> =>
      callRoute(routes.returnNegatives.request, { params: { id: userId, orderId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all(userId) }),
  });
}

/** Saves a new address to the customer's address book (the return goes to it). */
export function useAddReturnAddress(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BodyOf<typeof routes.addresses.create>): Promise<Address> =>
      (await callRoute(routes.addresses.create, { params: { id: userId }, body })).address,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.addresses(userId) }),
  });
}
