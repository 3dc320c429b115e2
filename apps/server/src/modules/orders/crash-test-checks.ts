// For the crash tests: after recovery, every charge the provider knows must be paid and recorded
// (attempt succeeded, payment row, order PAID) or refunded, nothing may be left in flight, and stock,
// promo uses and credit must be taken exactly for the paid orders.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jobs } from '../../db/schema/jobs.js';
import { localPaymentIntents, localRefunds } from '../../db/schema/local-payments.js';
import { orders } from '../../db/schema/orders.js';
import { promoRedemptions } from '../../db/schema/promo-redemptions.js';
import { paymentAttempts } from '../../db/schema/payments.js';
import { payments } from '../../db/schema/settled-payments.js';
import { productVariants } from '../../db/schema/products.js';
import { promos } from '../../db/schema/promos.js';
import { users } from '../../db/schema/users.js';
import { JOB_TYPES } from '../../jobs/job-types.js';
import type { StripeStandIn } from '../../test/stripe-stand-in.js';
import { CREDIT, STOCK, type Payment, type StepShop } from './crash-test-shop.js';

export interface StepReport {
  database: string;
  step: string;
  /** Charges the provider made (succeeded intents). */
  charged: number;
  paid: number;
  refunded: number;
  /** Intents canceled or declined: nothing charged. */
  notCharged: number;
  /** What the buyers' requests got before the process died (0: no answer). */
  answers: string;
  problems: string[];
}

interface Charge {
  id: string;
  key: string | null;
  status: string;
  refunded: boolean;
  amount: number;
}

async function checkCharges(db: Db, list: Payment[], charges: Charge[], report: StepReport) {
  const ids = list.map((p) => p.orderId);
  const orderRows = await db.select().from(orders).where(inArray(orders.id, ids));
  const attempts = await db.select().from(paymentAttempts).where(inArray(paymentAttempts.orderId, ids));
  const paymentRows = await db.select().from(payments).where(inArray(payments.orderId, ids));
  const problems = report.problems;
  for (const attempt of attempts) {
    if (attempt.status === 'reserved' || attempt.status === 'refunding')
      problems.push(`attempt ${attempt.id} left ${attempt.status}`);
  }
  for (const charge of charges) {
    const attempt = attempts.find((a) => a.idempotencyKey === charge.key || a.providerPaymentId === charge.id);
    if (charge.status === 'requires_confirmation') problems.push(`payment ${charge.id} left unconfirmed`);
    if (charge.status !== 'succeeded') continue;
    report.charged += 1;
    if (!attempt) {
      problems.push(`charge ${charge.id} has no attempt`);
      continue;
    }
    const order = orderRows.find((o) => o.id === attempt.orderId)!;
    if (charge.refunded) {
      report.refunded += 1;
      if (attempt.status !== 'refunded') problems.push(`refunded charge ${charge.id}: attempt is ${attempt.status}`);
      if (order.paymentProviderId === charge.id) problems.push(`order ${order.id} is paid by refunded ${charge.id}`);
      continue;
    }
    const row = paymentRows.find((p) => p.providerPaymentId === charge.id && p.status === 'succeeded');
    if (attempt.status !== 'succeeded' || order.status !== 'PAID' || order.paymentProviderId !== charge.id || !row) {
      problems.push(
        `charge ${charge.id} neither paid and recorded nor refunded (attempt ${attempt.status}, order ${order.status}, payment row ${row ? 'yes' : 'no'})`,
      );
    } else if (row.amount !== order.total || charge.amount !== order.total) {
      problems.push(`order ${order.id} total ${order.total}, charged ${charge.amount}, recorded ${row.amount}`);
    }
  }
  report.notCharged = charges.filter((c) => c.status !== 'succeeded').length;
  // A receipt is asked for exactly when its payment or refund commits: once per attempt that paid or was refunded.
  const asked = (await db.select().from(jobs).where(eq(jobs.type, JOB_TYPES.sendReceipt))).map(
    (job) => job.payload as { kind: string; paymentKey: string | null },
  );
  for (const attempt of attempts) {
    const kind = { succeeded: 'paid', refunded: 'refund' }[attempt.status as string] ?? null;
    const receipts = asked.filter((job) => job.paymentKey === attempt.idempotencyKey);
    if (receipts.length !== (kind ? 1 : 0) || receipts.some((job) => job.kind !== kind)) {
      problems.push(
        `attempt ${attempt.id} (${attempt.status}) asked for ${receipts.map((j) => j.kind).join(', ') || 'no'} receipts`,
      );
    }
  }
  for (const order of orderRows) {
    if (order.status === 'PAID') {
      report.paid += 1;
      const succeeded = attempts.filter((a) => a.orderId === order.id && a.status === 'succeeded');
      if (succeeded.length !== 1)
        problems.push(`order ${order.id} is PAID with ${succeeded.length} succeeded attempts`);
      const charge = charges.find((c) => c.id === order.paymentProviderId);
      if (!charge || charge.status !== 'succeeded' || charge.refunded)
        problems.push(`order ${order.id} is PAID without a kept charge`);
    } else if (order.status !== 'OPEN') {
      problems.push(`unpaid order ${order.id} is ${order.status}, not OPEN`);
    }
  }
  return orderRows;
}

async function stockOf(db: Db, variantId: number) {
  const [row] = await db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row!.stock;
}

export async function checkLocalStep(db: Db, database: string, shop: StepShop, answers: number[]): Promise<StepReport> {
  const report: StepReport = {
    database,
    step: shop.step,
    charged: 0,
    paid: 0,
    refunded: 0,
    notCharged: 0,
    answers: answers.join(' '),
    problems: [],
  };
  const ids = shop.payments.map((p) => p.orderId);
  const keys = (await db.select().from(paymentAttempts).where(inArray(paymentAttempts.orderId, ids))).map(
    (a) => a.idempotencyKey,
  );
  const intents = keys.length
    ? await db.select().from(localPaymentIntents).where(inArray(localPaymentIntents.idempotencyKey, keys))
    : [];
  const refunds = intents.length
    ? await db
        .select()
        .from(localRefunds)
        .where(
          inArray(
            localRefunds.paymentIntentId,
            intents.map((i) => i.id),
          ),
        )
    : [];
  const charges = intents.map((i) => ({
    id: i.id,
    key: i.idempotencyKey,
    status: i.status,
    refunded: refunds.some((r) => r.paymentIntentId === i.id),
    amount: i.amount,
  }));
  const orderRows = await checkCharges(db, shop.payments, charges, report);

  const paidOf = (labels: string[]) =>
    shop.payments.filter(
      (p) => labels.includes(p.label) && orderRows.find((o) => o.id === p.orderId)?.status === 'PAID',
    );
  const filmPaid = paidOf(['promo-1', 'promo-2', 'credit', 'plain']).length;
  const filmStock = await stockOf(db, shop.film.variantId);
  if (filmStock !== STOCK - filmPaid) report.problems.push(`film stock ${filmStock}, expected ${STOCK - filmPaid}`);
  const sparePaid = paidOf(['guest', 'declined']).length;
  const spareStock = await stockOf(db, shop.spare.variantId);
  if (spareStock !== 100 - sparePaid) report.problems.push(`spare stock ${spareStock}, expected ${100 - sparePaid}`);

  const promoPaid = paidOf(['promo-1', 'promo-2']).map((p) => p.orderId);
  const [promo] = await db.select().from(promos).where(eq(promos.id, shop.promoId));
  const redeemed = await db.select().from(promoRedemptions).where(eq(promoRedemptions.promoId, shop.promoId));
  if (
    promo!.usedCount !== promoPaid.length ||
    redeemed.some((r) => r.orderId === null || !promoPaid.includes(r.orderId))
  ) {
    report.problems.push(
      `promo used ${promo!.usedCount} times with ${redeemed.length} redemptions for ${promoPaid.length} paid orders`,
    );
  }
  const creditOrder = orderRows.find((o) => o.id === shop.payments.find((p) => p.label === 'credit')!.orderId)!;
  const [buyer] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, shop.creditBuyer));
  const expected = CREDIT - (creditOrder.status === 'PAID' ? creditOrder.appliedCredit : 0);
  if (buyer!.credits !== expected) report.problems.push(`credit ${buyer!.credits}, expected ${expected}`);
  return report;
}

export async function checkStripeRace(
  db: Db,
  database: string,
  shop: { film: { variantId: number }; payments: Payment[] },
  stripe: StripeStandIn,
  answers: number[],
): Promise<StepReport> {
  const report: StepReport = {
    database,
    step: 'stripe: 20 at once, kill in flight',
    charged: 0,
    paid: 0,
    refunded: 0,
    notCharged: 0,
    answers: answers.join(' '),
    problems: [],
  };
  const ids = new Set(shop.payments.map((p) => String(p.orderId)));
  const charges = [...stripe.intents.values()]
    .filter((intent) => ids.has(intent.metadata.orderId ?? ''))
    .map((intent) => ({
      id: intent.id,
      key: null,
      status: intent.status,
      refunded: intent.refunded > 0,
      amount: intent.amount,
    }));
  await checkCharges(db, shop.payments, charges, report);
  const stock = await stockOf(db, shop.film.variantId);
  if (stock !== 5 - report.paid) report.problems.push(`stock ${stock}, expected ${5 - report.paid}`);
  return report;
}
