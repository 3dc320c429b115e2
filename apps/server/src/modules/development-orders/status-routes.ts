// HTTP for status a customer can trust: the general stats, the public status of an order and add-rush.
import { developmentStatusRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { registerRoute } from '../../http/register.js';
import { loadBuyer } from '../orders/buyer.js';
import { findOrderView } from '../orders/order-service.js';
import { addRush } from './add-rush.js';
import { readGeneralStats } from './general-stats.js';
import { labQueueChanged, readLabQueue } from './lab-queue.js';
import { presentDevelopmentOrders } from './present-development-order.js';
import { readPublicOrder } from './read-public-order.js';

export function registerDevelopmentStatusRoutes(api: FastifyInstance, deps: Deps) {
  registerRoute(api, developmentStatusRoutes.generalStats, () => readGeneralStats(deps));

  registerRoute(api, developmentStatusRoutes.publicOrder, ({ params, query }) =>
    readPublicOrder({ deps, orderId: params.id, token: query.token }),
  );

  registerRoute(api, developmentStatusRoutes.addRush, async ({ params, body, user }) => {
    const buyer = await loadBuyer(deps.db, params.id);
    const added = await addRush({ deps, buyer, orderId: params.orderId, rollIds: body.rollIds });
    await labQueueChanged(deps.events);
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
