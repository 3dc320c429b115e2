import type { User } from '@filmlab/api';
import { UNPAID_SUBSCRIPTION_STATUSES, membershipFrom, noMembership, type SubscriptionFacts } from '@filmlab/domain';
import { and, desc, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { builtOnce } from '../../db/prepared.js';
import { subscriptions } from '../../db/schema/subscriptions.js';
import { findMemberFlags } from '../users/service.js';

export type Membership = User['membership'];
export { noMembership };

const newestSubscriptions = builtOnce('newest_subscriptions', (db) =>
  db
    .selectDistinctOn([subscriptions.userId], {
      userId: subscriptions.userId,
      planId: subscriptions.planId,
      priceLookupKey: subscriptions.priceLookupKey,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
    })
    .from(subscriptions)
    .where(
      and(
        sql`${subscriptions.userId} = any(${sql.placeholder('userIds')})`,
        notInArray(subscriptions.status, [...UNPAID_SUBSCRIPTION_STATUSES]),
      ),
    )
    .orderBy(subscriptions.userId, desc(subscriptions.createdAt), desc(subscriptions.id)),
);

/**
 * Each user's newest subscription that counts (a purchase never paid for is no membership), by user
 * id; users with none are left out. One query for the list.
 */
export async function findNewestSubscriptions(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, SubscriptionFacts>> {
  if (userIds.length === 0) return new Map();
  const rows = await newestSubscriptions(db, { userIds: [...new Set(userIds)] });
  return new Map(rows.map(({ userId, ...facts }) => [userId, facts]));
}

/**
 * Each user's membership as the account menu shows it, from their newest subscription and their
 * member flag (renewing, expiring, lapsed: the domain's membershipStatus). The flags are asked of the
 * users module only for users who have a subscription: one query for a list of non-members, two
 * otherwise.
 */
export async function findMemberships(options: { db: Db; userIds: number[] }): Promise<Map<number, Membership>> {
  const { db, userIds } = options;
  const found = new Map<number, Membership>();
  const newest = await findNewestSubscriptions(db, userIds);
  if (newest.size === 0) return found;
  const flags = await findMemberFlags(db, [...newest.keys()]);
  for (const [userId, subscription] of newest) {
    const active = flags.get(userId);
    if (active !== undefined) found.set(userId, membershipFrom(subscription, active));
  }
  return found;
}

/**
 * One user's membership. A caller that holds the account's member flag already (the buyer at
 * checkout) gives it as `active`, and only the subscription is read.
 */
export async function findMembership(options: { db: Db; userId: number; active?: boolean }): Promise<Membership> {
  const { db, userId, active } = options;
  if (active !== undefined) return membershipFrom((await findNewestSubscriptions(db, [userId])).get(userId), active);
  const found = await findMemberships({ db, userIds: [userId] });
  return found.get(userId) ?? noMembership;
}
