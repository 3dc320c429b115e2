import { vendorOrderRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { registerRoute } from '../../http/register.js';
import { claimVendorOrder } from './claim-vendor-order.js';
import { createVendorOrder } from './create-vendor-order.js';
import { listVendorOrders, readVendorOrder } from './list-vendor-orders.js';

export function registerVendorOrderRoutes(api: FastifyInstance, deps: Deps) {
  registerRoute(api, vendorOrderRoutes.list, async ({ query, user, reply }) => {
    reply.header('cache-control', 'no-store');
    return listVendorOrders({ deps, vendorId: user.id, ...query });
  });

  registerRoute(api, vendorOrderRoutes.create, async ({ body, user, request }) => {
    const orderId = await createVendorOrder({ deps, log: request.log, vendorId: user.id, input: body });
    const order = await readVendorOrder({ deps, vendorId: user.id, orderId });
    if (!order) throw notFound('Order');
    return order;
  });

  registerRoute(api, vendorOrderRoutes.claim, async ({ body }) => claimVendorOrder({ deps, token: body.token }));
}
