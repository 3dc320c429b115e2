import { routes, type BookPickUpBody } from '@filmlab/api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/** The courier's open pick-up windows at one of the customer's addresses (none outside the service zips). */
export function useAvailabilities(userId: number, addressId: number | null) {
  return useQuery({
    queryKey: ['courier-availabilities', userId, addressId],
    enabled: addressId !== null,
    queryFn: ({ signal }) =>
      callRoute(routes.messengers.availabilities, { params: { id: userId }, query: { addressId: addressId! }, signal }),
  });
}

export function useBookPickUp(userId: number) {
  return useMutation({
    mutationFn: (body: BookPickUpBody) => callRoute(routes.messengers.bookPickUp, { params: { id: userId }, body }),
  });
}
