import type { User } from '@filmlab/api';
import { UNPAID_SUBSCRIPTION_STATUSES, membershipFrom, noMembership } from '@filmlab/domain';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { builtOnce } from '../../db/prepared.js';
import { subscriptions } from '../../db/schema/subscriptions.js';
import { users } from '../../db/schema/users.js';

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
      active: users.active,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(
      and(
        sql`${subscriptions.userId} = any(${sql.placeholder('userIds')})`,
        notInArray(subscriptions.status, [...UNPAID_SUBSCRIPTION_STATUSES]),
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

export async function findMembership(options: { db: Db; userId: number }): Promise<Membership> {
  const found = await findMemberships({ db: options.db, userIds: [options.userId] });
  return found.get(options.userId) ?? noMembership;
}
