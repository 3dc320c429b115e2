// The staff adjustment routes (POST/PATCH/DELETE /orders/:id/rolls): HTTP only; adjust-order.ts does the work.
import { orderAdjustmentRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { registerRoute } from '../../http/register.js';
import { loadOrderView } from '../orders/store.js';
import { mailAdjustmentInvoice } from './adjustment-emails.js';
import { adjustOrder, type RollAdjustment } from './adjust-order.js';
import { labQueueChanged, readLabQueue } from './lab-queue.js';
import { presentDevelopmentOrders } from './present-development-order.js';

export function registerOrderAdjustmentRoutes(api: FastifyInstance, deps: Deps) {
  const { db, blobs } = deps;

  const adjust = async (orderId: number, adjustment: RollAdjustment) => {
    const { customerId, ...result } = await adjustOrder({ deps, orderId, adjustment });
    await labQueueChanged(deps.events);
    if (result.balance === 'due') {
      await mailAdjustmentInvoice(deps, {
        id: orderId,
        customerId,
        paidCents: result.paidCents,
        dueCents: result.balanceCents,
      });
    }
    const view = await loadOrderView(db, orderId);
    if (!view) throw notFound('Order');
    const lab = { queue: await readLabQueue(deps), timeZone: deps.config.labTimeZone };
    const [order] = await presentDevelopmentOrders({ db, blobs, views: [view], isAdmin: true, lab });
    return { order: order!, adjustment: result };
  };

  registerRoute(api, orderAdjustmentRoutes.addRoll, ({ params, body }) =>
    adjust(params.id, { kind: 'add', roll: body }),
  );
  registerRoute(api, orderAdjustmentRoutes.changeRoll, ({ params, body }) =>
    adjust(params.id, { kind: 'change', rollId: params.rollId, film: body }),
  );
  registerRoute(api, orderAdjustmentRoutes.removeRoll, ({ params }) =>
    adjust(params.id, { kind: 'remove', rollId: params.rollId }),
  );
}
