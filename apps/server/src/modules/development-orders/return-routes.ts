// HTTP for the return-negatives form: record the return shipment, answer the re-priced order.
import { returnNegativesRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { registerRoute } from '../../http/register.js';
import { loadBuyer } from '../orders/buyer.js';
import { findOrderView } from '../orders/order-service.js';
import { readLabQueue } from './lab-queue.js';
import { presentDevelopmentOrders } from './present-development-order.js';
import { requestReturn } from './request-return.js';

export function registerReturnNegativesRoutes(api: FastifyInstance, deps: Deps) {
  registerRoute(api, returnNegativesRoutes.request, async ({ params, body, user }) => {
    const buyer = await loadBuyer(deps.db, params.id);
    const added = await requestReturn({ deps, buyer, orderId: params.orderId, ...body });
    const view = await findOrderView(deps.db, params.orderId);
    if (!view) throw notFound('Order');
    const lab = { queue: await readLabQueue(deps), timeZone: deps.config.labTimeZone };
    const [order] = await presentDevelopmentOrders({
      db: deps.db,
      blobs: deps.blobs,
      views: [view],
      isAdmin: user.role === 'ADMIN',
      lab,
    });
    return { order: order!, ...added };
  });
}
