import type { BookPickUpBody } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/** The courier's open pick-up windows at one of the customer's addresses (none outside the service zips). */
export function useAvailabilities(userId: number, addressId: number | null) {
  return useQuery({
    queryKey: ['courier-availabilities', userId, addressId],
    enabled: addressId !== null,
    queryFn: ({ signal }) =>
      callRoute(routePaths.messengers.availabilities, {
        params: { id: userId },
        query: { addressId: addressId! },
        signal,
      }),
  });
}

export function useBookPickUp(userId: number) {
  return useMutation({
    mutationFn: (body: BookPickUpBody) => callRoute(routePaths.messengers.bookPickUp, { params: { id: userId }, body }),
  });
}
