import { shippingLabelRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { buyCustomerLabel, readCustomerLabel } from './customer-labels.js';
import { registerShippingTrackingRoutes } from './tracking-routes.js';

export function registerShippingLabelRoutes(api: FastifyInstance, deps: Deps) {
  registerRoute(api, shippingLabelRoutes.get, ({ params }) => readCustomerLabel({ deps, params }));

  registerRoute(api, shippingLabelRoutes.buy, ({ params }) => buyCustomerLabel({ deps, params }));

  registerShippingTrackingRoutes(api, deps);
}
