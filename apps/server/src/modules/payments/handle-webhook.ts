// The provider's webhook: each event id is processed once (a replay is acknowledged and skipped).
// payment_intent.succeeded / payment_failed / canceled settle the order's payment attempt through the
// same code as the request and the recovery sweep (a success for an attempt already given up is
// refunded); charge.refunded marks the payment refunded. Billing events (invoice.paid, payment_failed,
// customer.subscription.*) settle the membership they are about (memberships/settle-subscription-event.ts).
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PaymentInputError } from '../../adapters/payments/payment-provider.js';
import type { Deps } from '../../deps.js';
import { payments, webhookEvents } from '../../db/schema/payments.js';
import { AppError } from '../../errors.js';
import { attemptByProviderPayment } from '../orders/attempt-store.js';
import { reconcileAttempt } from '../orders/reconcile-attempt.js';
import { finalizeAttempt } from '../orders/settle-attempt.js';
import { settleSubscriptionEvent } from '../memberships/settle-subscription-event.js';
import { receiptLater } from '../receipts/receipt-later.js';
import { clawBackReferral } from '../referrals/reward-referral.js';

export async function handleWebhook(options: {
  deps: Pick<Deps, 'db' | 'payments' | 'config'> & Partial<Pick<Deps, 'events'>>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
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
  const [seen] = await deps.db
    .select({ id: webhookEvents.id })
    .from(webhookEvents)
    .where(eq(webhookEvents.eventId, event.id));
  if (seen) {
    log.info({ eventId: event.id, type: event.type, processed: false }, 'payment webhook');
    return { received: true, processed: false };
  }

  // Settling is idempotent (conditional updates), so the event is recorded only once it is acted on: a
  // failure here is answered 5xx and the provider sends the event again.
  if (event.paymentId && event.paymentStatus) {
    const attempt = await attemptByProviderPayment(deps.db, event.paymentId);
    if (attempt && event.paymentStatus === 'succeeded') {
      await finalizeAttempt({ deps, log, attempt, providerPaymentId: event.paymentId });
    } else if (attempt && event.paymentStatus === 'failed') {
      // The provider's word decides; a payment not yet final is left to its request or the sweep.
      await reconcileAttempt({ deps, log, attempt, giveUp: false });
    } else if (event.paymentStatus === 'refunded') {
      const paymentId = event.paymentId;
      const updated = await deps.db.transaction(async (tx) => {
        const rows = await tx
          .update(payments)
          .set({ status: 'refunded', updatedAt: new Date() })
          .where(eq(payments.providerPaymentId, paymentId))
          .returning({ id: payments.id, orderId: payments.orderId, idempotencyKey: payments.idempotencyKey });
        // The refund's receipt, with the refund: once per payment however often the event comes; a
        // referral reward the order earned is taken back.
        for (const row of rows) {
          if (row.orderId !== null) await clawBackReferral({ tx, orderId: row.orderId });
          if (row.orderId !== null && row.idempotencyKey !== null) {
            await receiptLater(tx, { kind: 'refund', orderId: row.orderId, paymentKey: row.idempotencyKey });
          }
        }
        return rows;
      });
      if (updated.length === 0)
        log.warn({ eventId: event.id, paymentId: event.paymentId }, 'refund of an unknown payment');
    } else if (!attempt) {
      log.warn({ eventId: event.id, paymentId: event.paymentId }, 'webhook for an unknown payment');
    }
  }
  if (event.subscriptionId) {
    const ours = await settleSubscriptionEvent({ deps, providerSubscriptionId: event.subscriptionId });
    if (!ours)
      log.warn({ eventId: event.id, subscriptionId: event.subscriptionId }, 'webhook for an unknown subscription');
  }
  const [first] = await deps.db
    .insert(webhookEvents)
    .values({ provider: deps.payments.name, eventId: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  log.info({ eventId: event.id, type: event.type, processed: !!first }, 'payment webhook');
  return { received: true, processed: !!first };
}
