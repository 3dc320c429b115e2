// The memberships module's queries: the app's subscriptions rows.
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { subscriptions } from '../../db/schema/subscriptions.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Purchases that never got paid: they are no membership and show nowhere. */
export const UNPAID_STATUSES = ['incomplete', 'incomplete_expired'] as const;
/** Statuses that keep the member flag on (past_due: a declined renewal is being retried). */
export const LIVE_STATUSES = ['active', 'past_due'] as const;

export async function subscriptionsOf(db: Db | Tx, userId: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), notInArray(subscriptions.status, [...UNPAID_STATUSES])))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(100);
}

export async function subscriptionById(db: Db | Tx, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row;
}

/** The user's live membership (active or retrying a renewal), if any. */
export async function liveSubscription(db: Db | Tx, userId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...LIVE_STATUSES])))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row;
}

/**
 * Live subscriptions at the provider billed by a price other than the ones given (the plans' prices
 * on the lab's active list), with no change of tier in progress: their renewals move to the new fee.
 */
export async function subscriptionsOffPrices(
  db: Db,
  lookupKeys: readonly string[],
  limit: number,
): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, [...LIVE_STATUSES]),
        isNotNull(subscriptions.providerSubscriptionId),
        isNotNull(subscriptions.priceLookupKey),
        notInArray(subscriptions.priceLookupKey, [...lookupKeys]),
        isNull(subscriptions.tierChangeTo),
      ),
    )
    .orderBy(asc(subscriptions.id))
    .limit(limit);
}

/**
 * Claims up to `limit` live subscriptions whose period has ended by `now` (due to renew, retry or
 * end) for one renewal run until `now + leaseMs`: rows another run holds are skipped (SKIP LOCKED,
 * then the claim itself), so processes renewing at once each work on their own rows. Rows written
 * since `touchedSince` (this run's own, already settled) are left for the next run.
 */
export async function claimDueSubscriptions(
  db: Db,
  options: { now: Date; limit: number; leaseMs: number; touchedSince: Date },
): Promise<SubscriptionRow[]> {
  const { now } = options;
  const due = db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, [...LIVE_STATUSES]),
        lte(subscriptions.currentPeriodEnd, now),
        sql`${subscriptions.providerSubscriptionId} is not null`,
        or(isNull(subscriptions.renewalClaimedUntil), lte(subscriptions.renewalClaimedUntil, now)),
        lt(subscriptions.updatedAt, options.touchedSince),
      ),
    )
    .orderBy(subscriptions.currentPeriodEnd, subscriptions.id)
    .limit(options.limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(subscriptions)
    .set({ renewalClaimedUntil: new Date(now.getTime() + options.leaseMs) })
    .where(inArray(subscriptions.id, due))
    .returning();
  return claimed.sort(
    (a, b) => (a.currentPeriodEnd?.getTime() ?? 0) - (b.currentPeriodEnd?.getTime() ?? 0) || a.id - b.id,
  );
}

/** The renewal run is done with them (renewed, or left for the next run). */
export async function releaseRenewalClaims(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(subscriptions)
    .set({ renewalClaimedUntil: null })
    .where(inArray(subscriptions.id, [...ids]));
}

/** Purchases still 'incomplete' since before `before`: their request died; the provider decides. */
export async function stalePurchases(db: Db, before: Date, limit: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'incomplete'), lte(subscriptions.createdAt, before)))
    .limit(limit);
}

/**
 * Claims the membership for a change of tier to `planId` until `now + leaseMs`; false when it is not
 * active or another change holds it. A change whose request died keeps holding it until the sweep
 * has asked the provider how it ended (claimStaleTierChanges), so no change starts over one the
 * provider may still be finishing.
 */
export async function claimTierChange(
  db: Db,
  options: { id: number; planId: string; now: Date; leaseMs: number },
): Promise<boolean> {
  const { now } = options;
  const claimed = await db
    .update(subscriptions)
    .set({ tierChangeTo: options.planId, tierChangeClaimedUntil: new Date(now.getTime() + options.leaseMs) })
    .where(
      and(eq(subscriptions.id, options.id), eq(subscriptions.status, 'active'), isNull(subscriptions.tierChangeTo)),
    )
    .returning({ id: subscriptions.id });
  return claimed.length > 0;
}

/** The change of tier was refused before anything was charged: the membership is free to change again. */
export async function releaseTierChange(db: Db, id: number): Promise<void> {
  await db
    .update(subscriptions)
    .set({ tierChangeTo: null, tierChangeClaimedUntil: null })
    .where(eq(subscriptions.id, id));
}

/**
 * Claims up to `limit` changes of tier whose request died (still marked after their claim ran out by
 * `now`) for the sweep until `now + leaseMs`; rows another sweep holds are skipped.
 */
export async function claimStaleTierChanges(
  db: Db,
  options: { now: Date; limit: number; leaseMs: number },
): Promise<SubscriptionRow[]> {
  const stale = db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(isNotNull(subscriptions.tierChangeTo), lte(subscriptions.tierChangeClaimedUntil, options.now)))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(subscriptions)
    .set({ tierChangeClaimedUntil: new Date(options.now.getTime() + options.leaseMs) })
    .where(inArray(subscriptions.id, stale))
    .returning();
}

/** Live subscriptions on `planIds` that will renew (not ending with their period), oldest first. */
export async function renewingSubscriptionsOnPlans(
  db: Db | Tx,
  planIds: readonly string[],
): Promise<Array<Pick<SubscriptionRow, 'id' | 'userId' | 'planId' | 'currentPeriodEnd'>>> {
  if (planIds.length === 0) return [];
  return db
    .select({
      id: subscriptions.id,
      userId: subscriptions.userId,
      planId: subscriptions.planId,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
    })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, [...LIVE_STATUSES]),
        inArray(subscriptions.planId, [...planIds]),
        eq(subscriptions.cancelAtPeriodEnd, false),
      ),
    )
    .orderBy(asc(subscriptions.id));
}
