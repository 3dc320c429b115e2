import type { User } from '@filmlab/api';
import { PLAN_IDS, isOneOf, membershipStatus, planFromPriceLookupKey, type PlanId } from '@filmlab/domain';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { builtOnce } from '../../db/prepared.js';
import { subscriptions } from '../../db/schema/payments.js';
import { users } from '../../db/schema/users.js';

export type Membership = User['membership'];
type SubscriptionRow = typeof subscriptions.$inferSelect;

export const noMembership: Membership = { plan: 'NON_MEMBER', status: 'none', periodEnd: null };

/**
 * The plan a subscription sells: read from its price lookup key (spec section 3), or from its plan
 * id when the provider gave no key.
 */
function planOf(row: { priceLookupKey: string | null; planId: string }): PlanId {
  if (row.priceLookupKey) return planFromPriceLookupKey(row.priceLookupKey);
  return isOneOf(PLAN_IDS, row.planId) ? row.planId : 'NON_MEMBER';
}

const newestSubscriptions = builtOnce('newest_subscriptions', (db) =>
  db
    .selectDistinctOn([subscriptions.userId], {
      userId: subscriptions.userId,
      planId: subscriptions.planId,
      priceLookupKey: subscriptions.priceLookupKey,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      active: users.active,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    // A purchase never paid for ('incomplete', 'incomplete_expired') is no membership.
    .where(
      and(
        sql`${subscriptions.userId} = any(${sql.placeholder('userIds')})`,
        notInArray(subscriptions.status, ['incomplete', 'incomplete_expired']),
      ),
    )
    .orderBy(subscriptions.userId, desc(subscriptions.createdAt), desc(subscriptions.id)),
);

/**
 * Each user's membership as the account menu shows it, from their newest subscription and their
 * member flag (renewing, expiring, lapsed: the domain's membershipStatus). One query for the list.
 */
export async function findMemberships(options: { db: Db; userIds: number[] }): Promise<Map<number, Membership>> {
  const { db, userIds } = options;
  const found = new Map<number, Membership>();
  if (userIds.length === 0) return found;
  const rows = await newestSubscriptions(db, { userIds });
  for (const row of rows) found.set(row.userId, membershipFrom(row, row.active));
  return found;
}

/** A membership from a user's newest subscription row (or none) and their member flag. */
export function membershipFrom(
  subscription:
    Pick<SubscriptionRow, 'planId' | 'priceLookupKey' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'> | undefined,
  active: boolean,
): Membership {
  if (!subscription) return noMembership;
  const plan = planOf(subscription);
  return {
    plan,
    status: membershipStatus({ planId: plan, active, cancelAtPeriodEnd: subscription.cancelAtPeriodEnd }),
    periodEnd: plan === 'NON_MEMBER' ? null : (subscription.currentPeriodEnd?.toISOString() ?? null),
  };
}

export async function findMembership(options: { db: Db; userId: number }): Promise<Membership> {
  const found = await findMemberships({ db: options.db, userIds: [options.userId] });
  return found.get(options.userId) ?? noMembership;
}
