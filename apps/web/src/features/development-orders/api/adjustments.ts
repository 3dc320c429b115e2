import type { OrderAdjustmentResponse } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute, type BodyOf } from '../../../lib/api-client';
import { orderKeys } from './orders';

export type AddRollBody = BodyOf<typeof routePaths.orderAdjustments.addRoll>;
export type ChangeRollBody = BodyOf<typeof routePaths.orderAdjustments.changeRoll>;

export type Adjustment =
  | { kind: 'add'; roll: AddRollBody }
  | { kind: 'change'; rollId: number; film: ChangeRollBody }
  | { kind: 'remove'; rollId: number };

/** Staff adjust an order (a roll added, changed or removed); the server re-prices it. */
export function useAdjustOrder(userId: number, orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (adjustment: Adjustment): Promise<OrderAdjustmentResponse> => {
      const { orderAdjustments } = routePaths;
      if (adjustment.kind === 'add') {
        return callRoute(orderAdjustments.addRoll, { params: { id: orderId }, body: adjustment.roll });
      }
      if (adjustment.kind === 'change') {
        return callRoute(orderAdjustments.changeRoll, {
          params: { id: orderId, rollId: adjustment.rollId },
          body: adjustment.film,
        });
      }
      return callRoute(orderAdjustments.removeRoll, { params: { id: orderId, rollId: adjustment.rollId } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all(userId) }),
  });
}
