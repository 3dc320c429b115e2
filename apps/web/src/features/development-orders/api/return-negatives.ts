import type { ReturnNegativesBody, ReturnNegativesResponse } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { orderKeys } from './orders';

/** Records the return shipment; the server re-prices the order and answers what was added. */
export function useRequestReturn(userId: number, orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnNegativesBody): Promise<ReturnNegativesResponse> =>
      callRoute(routePaths.returnNegatives.request, { params: { id: userId, orderId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all(userId) }),
  });
}
