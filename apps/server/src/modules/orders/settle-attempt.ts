// Step 3 of paying (DESIGN.md rule 12): settling an attempt once its outcome is known. The request,
// the recovery sweep and the provider's webhooks all settle through these, and each begins with a
// conditional update of the attempt, so whichever comes first acts and the others find it done.
//   finalize: reserved -> succeeded, the payment row, the order PAID.
//   release:  reserved -> declined | canceled, and the compensation: promo use, stock and credit back.
//   refund:   a charge that came back for an attempt already given up is refunded (-> refunded).
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { faultPoint } from '../../adapters/payments/fault-points.js';
import type { Config } from '../../config.js';
import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { insertRows } from '../../db/insert-rows.js';
import { orders } from '../../db/schema/orders.js';
import { payments } from '../../db/schema/settled-payments.js';
import { giveBackCredit } from '../credits/give-back-credit.js';
import { giveBackServiceCredits } from '../credits/service-credits.js';
import { releasePromo } from '../promos/release-promo.js';
import { releaseStock } from '../stock/release-stock.js';
import { rewardReferral } from '../referrals/reward-referral.js';
import { receiptLater } from './receipt-later.js';
import { moveAttempt, selectAttempt, type AttemptRow } from './attempt-store.js';
import { linePricers } from './line-pricers.js';

export type SettleDeps = Pick<Deps, 'db' | 'payments' | 'config'>;
export type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** How an attempt ended, as far as this process knows. */
export type AttemptOutcome = 'succeeded' | 'declined' | 'canceled' | 'refunded' | 'pending';

/**
 * The payment row, and the order PAID: in the caller's transaction, once the attempt moved to
 * succeeded. A referred customer's first paid order rewards them and their friend, once.
 */
export async function recordPaid(
  tx: Tx,
  attempt: AttemptRow,
  payment: { providerPaymentId: string; now: Date; method?: string; reference?: string | null; recordedById?: number },
  config: Pick<Config, 'referrals'>,
): Promise<void> {
  // The order PAID in the same statement as its payment row.
  const orderPaid = tx
    .update(orders)
    .set({ status: 'PAID', paidAt: payment.now, paymentProviderId: payment.providerPaymentId, updatedAt: payment.now })
    .where(eq(orders.id, attempt.orderId));
  const row = {
    userId: attempt.customerId,
    orderId: attempt.orderId,
    provider: attempt.provider,
    providerPaymentId: payment.providerPaymentId,
    idempotencyKey: attempt.idempotencyKey,
    amount: attempt.amount,
    status: 'succeeded' as const,
    method: payment.method ?? 'card',
    reference: payment.reference ?? null,
    recordedById: payment.recordedById ?? null,
  };
  await insertRows(tx, payments, [row], {}, [orderPaid.getSQL()]);
  // What the order's kind records of the payment (the TIFF unlocks it paid for count from this commit on).
  for (const pricer of linePricers.all()) await pricer.paid?.(tx, attempt.orderId, payment.now);
  await rewardReferral({ tx, config, customerId: attempt.customerId, orderId: attempt.orderId });
  // Its receipt, asked for with the payment: once per attempt, whichever path settled it.
  await receiptLater(tx, { kind: 'paid', orderId: attempt.orderId, paymentKey: attempt.idempotencyKey });
}

/** Gives back what the attempt held, in the caller's transaction. */
export async function giveBackReservation(tx: Tx, attempt: AttemptRow): Promise<void> {
  const { reservation } = attempt;
  if (reservation.promoId !== null) await releasePromo({ tx, orderId: attempt.orderId });
  await releaseStock({ tx, lines: reservation.lines });
  if (attempt.customerId !== null) await giveBackCredit({ tx, userId: attempt.customerId, cents: reservation.credit });
  // Service credits a development order spent are recorded against it; none for a shop order. An
  // attempt for an adjusted order's difference held none: the paid part keeps its credits.
  if (!reservation.difference) await giveBackServiceCredits({ tx, orderId: attempt.orderId });
}

/**
 * The provider charged the attempt's payment: finalize it. If the attempt was given up meanwhile
 * (the sweep canceled it, the order was canceled), the charge is refunded instead.
 */
export async function finalizeAttempt(options: {
  deps: SettleDeps;
  log: Log;
  attempt: AttemptRow;
  providerPaymentId: string;
  now?: Date;
  /** Settling for the request that made the attempt: the crash tests' fault point applies. */
  fromRequest?: boolean;
}): Promise<AttemptOutcome> {
  const { deps, attempt, providerPaymentId } = options;
  const now = options.now ?? new Date();
  const finalized = await deps.db.transaction(async (tx: Tx) => {
    const moved = await moveAttempt(tx, attempt.id, ['reserved'], 'succeeded', { providerPaymentId, settledAt: now });
    if (!moved) return false;
    await recordPaid(tx, moved, { providerPaymentId, now }, deps.config);
    if (options.fromRequest) faultPoint(deps.config, 'before-commit');
    return true;
  });
  if (finalized) return 'succeeded';
  const current = (await selectAttempt(deps.db, attempt.id))!;
  if (current.status === 'succeeded') return 'succeeded';
  options.log.warn(
    { attemptId: attempt.id, orderId: attempt.orderId, providerPaymentId, status: current.status },
    'a payment succeeded after its attempt was given up; refunding it',
  );
  return refundAttempt({ ...options, attempt: current });
}

/** The card was declined, or the attempt is given up before anything was charged: give back what it held. */
export async function releaseAttempt(options: {
  deps: SettleDeps;
  attempt: AttemptRow;
  to: 'declined' | 'canceled';
  /** The declined payment and why, recorded as a failed payment. */
  declined?: { providerPaymentId: string; message: string };
  now?: Date;
}): Promise<boolean> {
  const { deps, attempt, to, declined } = options;
  const now = options.now ?? new Date();
  return deps.db.transaction(async (tx: Tx) => {
    const moved = await moveAttempt(tx, attempt.id, ['reserved'], to, {
      settledAt: now,
      ...(declined ? { providerPaymentId: declined.providerPaymentId, failureMessage: declined.message } : {}),
    });
    if (!moved) return false;
    await giveBackReservation(tx, moved);
    if (declined) {
      await tx
        .insert(payments)
        .values({
          userId: attempt.customerId,
          orderId: attempt.orderId,
          provider: attempt.provider,
          providerPaymentId: declined.providerPaymentId,
          idempotencyKey: attempt.idempotencyKey,
          amount: attempt.amount,
          status: 'failed',
          failureMessage: declined.message,
        })
        .onConflictDoNothing();
    }
    return true;
  });
}

/**
 * Refunds the charge of an attempt that was given up (its reservations are already back). Marked
 * 'refunding' before the provider is called, so a crash in between leaves it to the sweep.
 */
export async function refundAttempt(options: {
  deps: SettleDeps;
  log: Log;
  attempt: AttemptRow;
  providerPaymentId: string;
  now?: Date;
}): Promise<AttemptOutcome> {
  const { deps, attempt, providerPaymentId } = options;
  const now = options.now ?? new Date();
  const leaseUntil = new Date(now.getTime() + deps.config.checkout.attemptLeaseSeconds * 1000);
  const owed = await moveAttempt(deps.db, attempt.id, ['declined', 'canceled', 'refunding'], 'refunding', {
    providerPaymentId,
    leaseUntil,
  });
  if (!owed) return (await selectAttempt(deps.db, attempt.id))?.status === 'refunded' ? 'refunded' : 'succeeded';
  await deps.payments.refund(providerPaymentId, `refund:${attempt.idempotencyKey}`);
  await deps.db.transaction(async (tx: Tx) => {
    if (!(await moveAttempt(tx, attempt.id, ['refunding'], 'refunded', { settledAt: now }))) return;
    await tx
      .insert(payments)
      .values({
        userId: attempt.customerId,
        orderId: attempt.orderId,
        provider: attempt.provider,
        providerPaymentId,
        idempotencyKey: attempt.idempotencyKey,
        amount: attempt.amount,
        status: 'refunded',
        failureMessage: 'Refunded: the payment came through after it was given up',
      })
      .onConflictDoUpdate({ target: payments.idempotencyKey, set: { status: 'refunded', updatedAt: now } });
    await receiptLater(tx, { kind: 'refund', orderId: attempt.orderId, paymentKey: attempt.idempotencyKey });
  });
  options.log.info({ attemptId: attempt.id, orderId: attempt.orderId, providerPaymentId }, 'payment refunded');
  return 'refunded';
}
