// HTTP for the return-negatives form: record the return shipment, answer the re-priced order.
import { returnNegativesRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { changedOrderSummary } from './order-summary.js';
import { requestReturn } from './request-return.js';

export function registerReturnNegativesRoutes(api: FastifyInstance, deps: Deps) {
  registerRoute(api, returnNegativesRoutes.request, async ({ params, body, user }) => {
    const added = await requestReturn({ deps, customerId: params.id, orderId: params.orderId, ...body });
    const order = await changedOrderSummary({ deps, orderId: params.orderId, isAdmin: user.role === 'ADMIN' });
    return { order, ...added };
  });
}
