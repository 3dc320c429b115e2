import { taxRoutes } from '@filmlab/api';
import { taxCents } from '@filmlab/domain';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { taxRateFor } from '../orders/order-tax.js';

export function registerTaxRoutes(api: FastifyInstance, deps: Deps) {
  registerRoute(api, taxRoutes.calculate, async ({ body, request }) => {
    const { rate, source } = await taxRateFor({ tax: deps.tax, address: body, amount: body.amount, log: request.log });
    return {
      taxRate: { taxPercentage: rate, state: body.state, zip: body.zip },
      amount: taxCents(body.amount, rate),
      taxableAmount: body.amount,
      source,
    };
  });
}
