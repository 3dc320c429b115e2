// The provider's webhook: each event id is processed once (a replay is acknowledged and skipped).
// Events about a payment (payment_intent.succeeded / payment_failed / canceled, charge.refunded) go to
// the handler the orders module registers at start (orders/settle-payment-event.ts, connected by
// src/modules.ts), so this module does not import the orders module. Billing events (invoice.paid,
// payment_failed, customer.subscription.*) settle the membership they are about
// (memberships/settle-subscription-event.ts).
import type { FastifyBaseLogger } from 'fastify';
import { PaymentInputError } from '../../adapters/payments/payment-provider.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { settleSubscriptionEvent } from '../memberships/settle-subscription-event.js';
import { recordWebhookEvent, webhookEventSeen } from './webhook-events.js';

type WebhookDeps = Pick<Deps, 'db' | 'payments' | 'config'> & Partial<Pick<Deps, 'events'>>;
type WebhookLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** Settles what the provider says of a payment (succeeded, failed, refunded): the orders module's. */
export type PaymentEventHandler = (options: {
  deps: WebhookDeps;
  log: WebhookLog;
  event: { id: string; paymentId: string; paymentStatus: 'succeeded' | 'failed' | 'refunded' };
}) => Promise<void>;

let settlePayment: PaymentEventHandler | undefined;

/** The handler of payment events, registered at start by src/modules.ts (the same in every process). */
export function registerPaymentEventHandler(handler: PaymentEventHandler): void {
  settlePayment = handler;
}

export async function handleWebhook(options: {
  deps: WebhookDeps;
  log: WebhookLog;
  rawBody: Buffer;
  signature: string | undefined;
}): Promise<{ received: true; processed: boolean }> {
  const { deps, log } = options;
  let event;
  try {
    event = deps.payments.parseWebhook(options.rawBody, options.signature);
  } catch (err) {
    if (err instanceof PaymentInputError) {
      throw new AppError('BAD_REQUEST', `The ${err.field} header ${err.message}.`, [`${err.field}: ${err.message}`]);
    }
    throw err;
  }
  if (await webhookEventSeen(deps.db, event.id)) {
    log.info({ eventId: event.id, type: event.type, processed: false }, 'payment webhook');
    return { received: true, processed: false };
  }

  // Settling is idempotent (conditional updates), so the event is recorded only once it is acted on: a
  // failure here is answered 5xx and the provider sends the event again.
  if (event.paymentId && event.paymentStatus) {
    if (!settlePayment) throw new Error('No handler is registered for payment events (see src/modules.ts).');
    const { paymentId, paymentStatus } = event;
    await settlePayment({ deps, log, event: { id: event.id, paymentId, paymentStatus } });
  }
  if (event.subscriptionId) {
    const ours = await settleSubscriptionEvent({ deps, providerSubscriptionId: event.subscriptionId });
    if (!ours)
      log.warn({ eventId: event.id, subscriptionId: event.subscriptionId }, 'webhook for an unknown subscription');
  }
  const first = await recordWebhookEvent(deps.db, {
    provider: deps.payments.name,
    eventId: event.id,
    type: event.type,
  });
  log.info({ eventId: event.id, type: event.type, processed: first }, 'payment webhook');
  return { received: true, processed: first };
}
