import { paymentRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { LocalPaymentProvider } from '../../adapters/payments/local-provider.js';
import { PaymentInputError } from '../../adapters/payments/payment-provider.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { registerRoute } from '../../http/register.js';
import { handleWebhook } from './handle-webhook.js';
import { listPaymentMethods, savePaymentMethod } from '../payment-methods/payment-method-service.js';

export function registerPaymentRoutes(api: FastifyInstance, deps: Deps) {
  const { db, payments } = deps;

  registerRoute(api, paymentRoutes.config, async () => ({
    provider: payments.name,
    publishableKey: payments.publishableKey,
    payInLab: deps.config.checkout.payInLab,
  }));

  registerRoute(api, paymentRoutes.localTokenize, async ({ body }) => {
    if (payments.name !== 'local') throw new AppError('NOT_FOUND', 'Cards are collected by Stripe.js on this site');
    try {
      return (payments as LocalPaymentProvider).tokenize(body);
    } catch (err) {
      if (err instanceof PaymentInputError)
        throw new AppError('BAD_REQUEST', err.message, [`${err.field}: ${err.message}`]);
      throw err;
    }
  });

  registerRoute(api, paymentRoutes.listMethods, async ({ params }) => ({
    paymentMethods: await listPaymentMethods({ db, payments, userId: params.id }),
  }));
  registerRoute(api, paymentRoutes.saveToken, async ({ params, body }) => ({
    paymentMethod: await savePaymentMethod({ db, payments, userId: params.id, source: 'token', id: body.token }),
  }));
  registerRoute(api, paymentRoutes.saveReader, async ({ params, body }) => ({
    paymentMethod: await savePaymentMethod({
      db,
      payments,
      userId: params.id,
      source: 'reader',
      id: body.paymentMethodId,
    }),
  }));

  // The webhook's signature covers the exact bytes sent, so this route reads the body unparsed.
  void api.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    registerRoute(raw, paymentRoutes.webhook, async ({ request }) => {
      const signature = request.headers['stripe-signature'];
      return handleWebhook({
        deps,
        log: request.log,
        rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        signature: typeof signature === 'string' ? signature : undefined,
      });
    });
  });
}
