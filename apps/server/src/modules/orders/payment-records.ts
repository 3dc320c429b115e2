// A payment as its receipt tells it: the payment row of an attempt, with the card it was made with
// when the card was saved (its brand and last four digits).
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { paymentAttempts, paymentMethods } from '../../db/schema/payments.js';
import { payments } from '../../db/schema/settled-payments.js';

export interface PaymentRecord {
  orderId: number | null;
  /** 'local', 'stripe' or 'in_lab'. */
  provider: string;
  /** 'card', 'account_credit', or at the lab 'cash' or 'card_reader'. */
  method: string;
  /** Cents. */
  amount: number;
  status: string;
  reference: string | null;
  createdAt: Date;
  /** When its status last changed (a refund's time). */
  updatedAt: Date;
  /** The card the attempt was paid with (a saved method or a one-use token), if any. */
  paymentMethodId: string | null;
  /** The brand and last four digits of the card, when the payer saved it to their account. */
  savedCard: { brand: string | null; last4: string | null } | null;
}

export async function selectPaymentRecord(db: Db | Tx, idempotencyKey: string): Promise<PaymentRecord | undefined> {
  const [row] = await db
    .select({
      orderId: payments.orderId,
      provider: payments.provider,
      method: payments.method,
      amount: payments.amount,
      status: payments.status,
      reference: payments.reference,
      createdAt: payments.createdAt,
      updatedAt: payments.updatedAt,
      paymentMethodId: paymentAttempts.paymentMethodId,
      brand: paymentMethods.brand,
      last4: paymentMethods.last4,
      savedId: paymentMethods.id,
    })
    .from(payments)
    .leftJoin(paymentAttempts, eq(paymentAttempts.idempotencyKey, payments.idempotencyKey))
    .leftJoin(
      paymentMethods,
      and(
        eq(paymentMethods.userId, payments.userId),
        eq(paymentMethods.provider, payments.provider),
        eq(paymentMethods.providerPaymentMethodId, paymentAttempts.paymentMethodId),
      ),
    )
    .where(eq(payments.idempotencyKey, idempotencyKey))
    .limit(1);
  if (!row) return undefined;
  const { brand, last4, savedId, ...payment } = row;
  return { ...payment, savedCard: savedId === null ? null : { brand, last4 } };
}

/** Who paid a payment (by its id), how much and when: a membership's receipt tells these. */
export async function selectPaymentById(
  db: Db | Tx,
  paymentId: number,
): Promise<{ userId: number | null; amount: number; createdAt: Date } | undefined> {
  const [row] = await db
    .select({ userId: payments.userId, amount: payments.amount, createdAt: payments.createdAt })
    .from(payments)
    .where(eq(payments.id, paymentId))
    .limit(1);
  return row;
}
