// HTTP for status a customer can trust: the general stats, the public status of an order and add-rush.
import { developmentStatusRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { addRush } from './add-rush.js';
import { readGeneralStats } from './general-stats.js';
import { changedOrderSummary } from './order-summary.js';
import { readPublicOrder } from './read-public-order.js';

export function registerDevelopmentStatusRoutes(api: FastifyInstance, deps: Deps) {
  registerRoute(api, developmentStatusRoutes.generalStats, () => readGeneralStats(deps));

  registerRoute(api, developmentStatusRoutes.publicOrder, ({ params, query }) =>
    readPublicOrder({ deps, orderId: params.id, token: query.token }),
  );

  registerRoute(api, developmentStatusRoutes.addRush, async ({ params, body, user }) => {
    const added = await addRush({ deps, customerId: params.id, orderId: params.orderId, rollIds: body.rollIds });
    const order = await changedOrderSummary({ deps, orderId: params.orderId, isAdmin: user.role === 'ADMIN' });
    return { order, ...added };
  });
}
