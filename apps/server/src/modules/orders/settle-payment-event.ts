// What the provider's webhook says of an order's payment (payments/handle-webhook.ts hands it here;
// src/modules.ts connects the two): succeeded / failed settle the order's payment attempt through the
// same code as the request and the recovery sweep (a success for an attempt already given up is
// refunded); refunded marks the payment refunded, asks for the refund's receipt and takes back a
// referral reward the order earned.
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { payments } from '../../db/schema/settled-payments.js';
import { clawBackReferral } from '../referrals/reward-referral.js';
import { attemptByProviderPayment } from './attempt-store.js';
import { reconcileAttempt } from './reconcile-attempt.js';
import { receiptLater } from './receipt-later.js';
import { finalizeAttempt, type Log } from './settle-attempt.js';

export async function settlePaymentEvent(options: {
  deps: Pick<Deps, 'db' | 'payments' | 'config'>;
  log: Log;
  event: { id: string; paymentId: string; paymentStatus: 'succeeded' | 'failed' | 'refunded' };
}): Promise<void> {
  const { deps, log, event } = options;
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
