// The staff adjustment routes (POST/PATCH/DELETE /orders/:id/rolls, and a roll added to a pick-up):
// HTTP only; adjust-and-tell.ts does the work.
import { orderAdjustmentRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { addPickUpRoll, adjustAndTell } from './adjust-and-tell.js';
import type { AdjustmentResult, RollAdjustment } from './adjust-order.js';
import { changedOrderSummary } from './order-summary.js';

export function registerOrderAdjustmentRoutes(api: FastifyInstance, deps: Deps) {
  const answer = async (orderId: number, adjusted: AdjustmentResult) => {
    const { customerId: _customerId, addedRollIds: _added, ...adjustment } = adjusted;
    return { order: await changedOrderSummary({ deps, orderId, isAdmin: true }), adjustment };
  };
  const adjust = async (orderId: number, adjustment: RollAdjustment) =>
    answer(orderId, await adjustAndTell({ deps, orderId, adjustment }));

  registerRoute(api, orderAdjustmentRoutes.addRoll, ({ params, body }) =>
    adjust(params.id, { kind: 'add', rolls: [body] }),
  );
  registerRoute(api, orderAdjustmentRoutes.addPickUpRoll, async ({ params, body, user }) => {
    const { orderId, ...adjusted } = await addPickUpRoll({
      deps,
      customerId: params.id,
      pickUpId: params.pickUpId,
      roll: body,
      actorId: user.id,
    });
    return answer(orderId, adjusted);
  });
  registerRoute(api, orderAdjustmentRoutes.changeRoll, ({ params, body }) =>
    adjust(params.id, { kind: 'change', rollId: params.rollId, film: body }),
  );
  registerRoute(api, orderAdjustmentRoutes.removeRoll, ({ params }) =>
    adjust(params.id, { kind: 'remove', rollId: params.rollId }),
  );
}
