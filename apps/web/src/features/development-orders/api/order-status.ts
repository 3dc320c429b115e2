import type { AddRushResponse } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { orderKeys } from './orders';

/** An order's status through the link in its e-mails (no login; only the token opens it). */
export function usePublicOrder(orderId: number, token: string | null) {
  return useQuery({
    queryKey: ['development-orders', 'public', orderId, token],
    queryFn: ({ signal }) =>
      callRoute(routePaths.developmentStatus.publicOrder, {
        params: { id: orderId },
        query: token ? { token } : {},
        signal,
      }),
    retry: false,
  });
}

/** Rushes rolls of an unpaid order; the server re-prices it and answers the difference. */
export function useAddRush(userId: number, orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rollIds: number[]): Promise<AddRushResponse> =>
      callRoute(routePaths.developmentStatus.addRush, { params: { id: userId, orderId }, body: { rollIds } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all(userId) }),
  });
}

const labDayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A lab day (YYYY-MM-DD) as people read it: "Friday, November 27". */
export function formatLabDay(day: string): string {
  return labDayFormat.format(new Date(`${day}T00:00:00Z`));
}
