// The staff adjustment routes (POST/PATCH/DELETE /orders/:id/rolls, and a roll added to a pick-up):
// HTTP only; adjust-and-tell.ts does the work.
import { orderAdjustmentRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { registerRoute } from '../../http/register.js';
import { findOrderView } from '../orders/order-service.js';
import { adjustAndTell } from './adjust-and-tell.js';
import type { RollAdjustment } from './adjust-order.js';
import { readLabQueue } from './lab-queue.js';
import { presentDevelopmentOrders } from './present-development-order.js';
import { selectPickUp } from './store.js';

export function registerOrderAdjustmentRoutes(api: FastifyInstance, deps: Deps) {
  const { db, blobs } = deps;

  const adjust = async (orderId: number, adjustment: RollAdjustment) => {
    const {
      customerId: _customerId,
      addedRollIds: _added,
      ...result
    } = await adjustAndTell({
      deps,
      orderId,
      adjustment,
    });
    const view = await findOrderView(db, orderId);
    if (!view) throw notFound('Order');
    const lab = { queue: await readLabQueue(deps), timeZone: deps.config.labTimeZone };
    const [order] = await presentDevelopmentOrders({ db, blobs, views: [view], isAdmin: true, lab });
    return { order: order!, adjustment: result };
  };

  registerRoute(api, orderAdjustmentRoutes.addRoll, ({ params, body }) =>
    adjust(params.id, { kind: 'add', rolls: [body] }),
  );
  // A pick-up of another customer's, or one that belongs to no order, reads as missing.
  registerRoute(api, orderAdjustmentRoutes.addPickUpRoll, async ({ params, body, user }) => {
    const pickUp = await selectPickUp(db, params.pickUpId);
    if (!pickUp || pickUp.customerId !== params.id || pickUp.orderId === null) throw notFound('Pick-up');
    return adjust(pickUp.orderId, {
      kind: 'add',
      rolls: [body],
      receivedWith: { pickUpId: pickUp.id, actorId: user.id },
    });
  });
  registerRoute(api, orderAdjustmentRoutes.changeRoll, ({ params, body }) =>
    adjust(params.id, { kind: 'change', rollId: params.rollId, film: body }),
  );
  registerRoute(api, orderAdjustmentRoutes.removeRoll, ({ params }) =>
    adjust(params.id, { kind: 'remove', rollId: params.rollId }),
  );
}
