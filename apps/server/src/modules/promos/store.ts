// The promos service's queries: codes, their use counts and their redemptions.
import { canonicalEmail } from '@filmlab/domain';
import { and, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { promoRedemptions } from '../../db/schema/promo-redemptions.js';
import { promos } from '../../db/schema/promos.js';

type Queryable = Db | Tx;
export type PromoRow = typeof promos.$inferSelect;

/** Who redeems: a customer (id and e-mail) or a guest (e-mail only). */
export interface Redeemer {
  customerId: number | null;
  email: string | null;
}

/**
 * E-mails are compared by the inbox they reach (the domain's canonicalEmail), so Sam@Example.com,
 * sam+again@example.com and, at Gmail, s.a.m@gmail.com are one person. Stored only for counting.
 */
export const redeemerEmail = (email: string | null) => (email ? canonicalEmail(email) || null : null);

export async function findPromoByCode(db: Queryable, code: string): Promise<PromoRow | undefined> {
  const [row] = await db
    .select()
    .from(promos)
    .where(sql`lower(${promos.code}) = lower(${code})`);
  return row;
}

export async function promosByIds(db: Queryable, ids: readonly number[]): Promise<PromoRow[]> {
  return ids.length
    ? db
        .select()
        .from(promos)
        .where(inArray(promos.id, [...ids]))
    : [];
}

/** Whether this customer or this e-mail has a use of the promo (paid, or held by a payment in flight). */
export async function hasRedeemed(db: Queryable, promoId: number, who: Redeemer): Promise<boolean> {
  const email = redeemerEmail(who.email);
  const same: SQL[] = [];
  if (who.customerId !== null) same.push(eq(promoRedemptions.customerId, who.customerId));
  if (email) same.push(eq(promoRedemptions.email, email));
  if (same.length === 0) return false;
  const [used] = await db
    .select({ id: promoRedemptions.id })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoId, promoId), or(...same)))
    .limit(1);
  return used !== undefined;
}

/** Counts one use if the code is active and has uses left; false when not. */
export async function countUse(tx: Tx, promoId: number): Promise<boolean> {
  const used = await tx
    .update(promos)
    .set({ usedCount: sql`${promos.usedCount} + 1` })
    .where(
      and(
        eq(promos.id, promoId),
        eq(promos.active, true),
        sql`(${promos.maxUses} is null or ${promos.usedCount} < ${promos.maxUses})`,
      ),
    )
    .returning({ id: promos.id });
  return used.length > 0;
}

export async function uncountUse(tx: Tx, promoId: number): Promise<void> {
  await tx
    .update(promos)
    .set({ usedCount: sql`${promos.usedCount} - 1` })
    .where(and(eq(promos.id, promoId), gt(promos.usedCount, 0)));
}

/** What a promo is used on: an order, or a membership purchase (its subscriptions row). */
export type PromoUse =
  { orderId: number; subscriptionId?: undefined } | { subscriptionId: number; orderId?: undefined };

const useOf = (use: PromoUse) =>
  use.orderId !== undefined
    ? eq(promoRedemptions.orderId, use.orderId)
    : eq(promoRedemptions.subscriptionId, use.subscriptionId);

/** Records the redemption; false when the unique indexes refuse it (this customer or e-mail has one). */
export async function insertRedemption(
  tx: Tx,
  values: { promo: PromoRow; use: PromoUse; who: Redeemer; discount: number },
): Promise<boolean> {
  const inserted = await tx
    .insert(promoRedemptions)
    .values({
      promoId: values.promo.id,
      orderId: values.use.orderId ?? null,
      subscriptionId: values.use.subscriptionId ?? null,
      customerId: values.who.customerId,
      email: redeemerEmail(values.who.email),
      oncePerCustomer: values.promo.oncePerCustomer,
      discount: values.discount,
    })
    .onConflictDoNothing()
    .returning({ id: promoRedemptions.id });
  return inserted.length > 0;
}

/** Deletes the redemption of an order or membership; the promo it was of, or null when it had none. */
export async function deleteRedemption(tx: Tx, use: PromoUse): Promise<number | null> {
  const [deleted] = await tx
    .delete(promoRedemptions)
    .where(useOf(use))
    .returning({ promoId: promoRedemptions.promoId });
  return deleted?.promoId ?? null;
}
