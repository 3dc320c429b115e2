// A member's service credits (dev+scan, 4K, rush, pro scan: the credits table), read for pricing,
// spent at payment with conditional updates, and given back when the payment or order is undone.
// Each spend is recorded in credit_redemptions, so giving back returns exactly what was taken.
import { CREDIT_KINDS, NO_CREDITS, type CreditBalance, type CreditKind } from '@filmlab/domain';
import { and, asc, eq, gt, gte, inArray, isNull, or, sql, type Placeholder } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { builtOnce } from '../../db/prepared.js';
import { creditRedemptions, credits } from '../../db/schema/credits.js';
import { AppError } from '../../errors.js';
import { creditKindsByProduct, creditProducts } from './credit-products.js';

const usable = (userId: number | Placeholder, now: Date | Placeholder) =>
  and(eq(credits.userId, userId), gt(credits.remaining, 0), or(isNull(credits.expiresAt), gt(credits.expiresAt, now)));

/** What is left of the user's usable credits per product (credit products or not: the caller picks). */
const creditSums = builtOnce('service_credit_sums', (db) =>
  db
    .select({ productId: credits.productId, remaining: sql<number>`sum(${credits.remaining})::int` })
    .from(credits)
    .where(usable(sql.placeholder('userId'), sql.placeholder('now')))
    .groupBy(credits.productId),
);

/** How many of each credit the user can spend now. */
export async function serviceCreditBalance(db: Db | Tx, userId: number, now: Date): Promise<CreditBalance> {
  const [rows, kinds] = await Promise.all([creditSums(db, { userId, now }), creditKindsByProduct(db)]);
  const balance: Record<CreditKind, number | 'unlimited'> = { ...NO_CREDITS };
  for (const row of rows) {
    const kind = kinds.get(row.productId);
    if (kind) balance[kind] = Number(row.remaining);
  }
  return balance;
}

const CHANGED = 'Your credits changed; please review the order';

/**
 * Takes `used` credits for the order, soonest to expire first, each row with `remaining >= n`, and
 * records what was taken. A 409 when the balance fell short meanwhile (another order spent them).
 */
export async function spendServiceCredits(options: {
  tx: Tx;
  userId: number;
  orderId: number;
  used: Readonly<Record<CreditKind, number>>;
  now: Date;
}): Promise<void> {
  const { tx, userId, orderId, now } = options;
  if (CREDIT_KINDS.every((kind) => options.used[kind] <= 0)) return;
  const productIds = await creditProducts(tx);
  for (const kind of CREDIT_KINDS) {
    let need = options.used[kind];
    if (need <= 0) continue;
    const productId = productIds.get(kind);
    const rows =
      productId === undefined
        ? []
        : await tx
            .select({ id: credits.id, remaining: credits.remaining })
            .from(credits)
            .where(and(usable(userId, now), eq(credits.productId, productId)))
            .orderBy(sql`${credits.expiresAt} asc nulls last`, asc(credits.id));
    for (const row of rows) {
      if (need === 0) break;
      const take = Math.min(need, row.remaining);
      const taken = await tx
        .update(credits)
        .set({ remaining: sql`${credits.remaining} - ${take}`, usedAt: now })
        .where(and(eq(credits.id, row.id), gte(credits.remaining, take)))
        .returning({ id: credits.id });
      if (taken.length === 0) continue;
      await tx.insert(creditRedemptions).values({ creditId: row.id, orderId, quantity: take });
      need -= take;
    }
    if (need > 0) throw new AppError('CONFLICT', CHANGED, [`credits: ${CHANGED}`]);
  }
}

/** Gives back every credit the order spent (a declined or canceled payment, a canceled order). */
export async function giveBackServiceCredits(options: { tx: Tx; orderId: number }): Promise<number> {
  const { tx, orderId } = options;
  const spent = await tx
    .delete(creditRedemptions)
    .where(eq(creditRedemptions.orderId, orderId))
    .returning({ creditId: creditRedemptions.creditId, quantity: creditRedemptions.quantity });
  for (const row of spent) {
    await tx
      .update(credits)
      .set({ remaining: sql`${credits.remaining} + ${row.quantity}` })
      .where(eq(credits.id, row.creditId));
  }
  return spent.reduce((sum, row) => sum + row.quantity, 0);
}

/** The credits an order spent, by kind (the summary shows them as such). */
export async function creditsSpentOn(
  db: Db | Tx,
  orderIds: number[],
): Promise<Map<number, Record<CreditKind, number>>> {
  const found = new Map<number, Record<CreditKind, number>>();
  if (orderIds.length === 0) return found;
  const [rows, kinds] = await Promise.all([
    db
      .select({
        orderId: creditRedemptions.orderId,
        productId: credits.productId,
        quantity: sql<number>`sum(${creditRedemptions.quantity})::int`,
      })
      .from(creditRedemptions)
      .innerJoin(credits, eq(credits.id, creditRedemptions.creditId))
      .where(inArray(creditRedemptions.orderId, orderIds))
      .groupBy(creditRedemptions.orderId, credits.productId),
    creditKindsByProduct(db),
  ]);
  for (const row of rows) {
    const kind = kinds.get(row.productId);
    if (!kind) continue;
    const counts = found.get(row.orderId) ?? { devScan: 0, scan4K: 0, rush: 0, proScan: 0 };
    counts[kind] += Number(row.quantity);
    found.set(row.orderId, counts);
  }
  return found;
}
