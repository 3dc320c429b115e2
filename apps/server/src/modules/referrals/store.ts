// The referrals module's queries: invitations sent and rewards given.
import { and, desc, eq, gte, count } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { referralInvitations, referralRewards } from '../../db/schema/referrals.js';

export async function insertInvitation(db: Db | Tx, referrerId: number, email: string): Promise<number> {
  const [row] = await db
    .insert(referralInvitations)
    .values({ referrerId, email })
    .returning({ id: referralInvitations.id });
  return row!.id;
}

export async function deleteInvitation(db: Db, id: number): Promise<void> {
  await db.delete(referralInvitations).where(eq(referralInvitations.id, id));
}

export async function countInvitationsSince(db: Db | Tx, referrerId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(referralInvitations)
    .where(and(eq(referralInvitations.referrerId, referrerId), gte(referralInvitations.createdAt, since)));
  return row?.value ?? 0;
}

export async function selectInvitations(db: Db, referrerId: number, limit: number) {
  return db
    .select({ email: referralInvitations.email, createdAt: referralInvitations.createdAt })
    .from(referralInvitations)
    .where(eq(referralInvitations.referrerId, referrerId))
    .orderBy(desc(referralInvitations.createdAt), desc(referralInvitations.id))
    .limit(limit);
}

export async function selectRewardedIds(db: Db, referrerId: number): Promise<Set<number>> {
  const rows = await db
    .select({ referredId: referralRewards.referredId })
    .from(referralRewards)
    .where(eq(referralRewards.referrerId, referrerId));
  return new Set(rows.map((row) => row.referredId));
}

/** Records the reward of this referred customer; false when it was given already (the unique index). */
export async function insertReward(
  tx: Tx,
  values: { referrerId: number; referredId: number; orderId: number | null },
): Promise<boolean> {
  const inserted = await tx
    .insert(referralRewards)
    .values(values)
    .onConflictDoNothing({ target: referralRewards.referredId })
    .returning({ id: referralRewards.id });
  return inserted.length > 0;
}

/** Rewards given to this referrer since the time (the monthly cap). */
export async function countRewardsSince(tx: Tx, referrerId: number, since: Date): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(referralRewards)
    .where(and(eq(referralRewards.referrerId, referrerId), gte(referralRewards.createdAt, since)));
  return row?.value ?? 0;
}

/** Deletes the reward this order earned; who it was between, or undefined when it earned none. */
export async function deleteRewardOfOrder(tx: Tx, orderId: number) {
  const [row] = await tx
    .delete(referralRewards)
    .where(eq(referralRewards.orderId, orderId))
    .returning({ referrerId: referralRewards.referrerId, referredId: referralRewards.referredId });
  return row;
}
