import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { passwordResetTokens, twoFactorCodes } from '../../db/schema/auth.js';

type Queryable = Db | Tx;

// --- password reset tokens ---

export async function insertResetToken(
  db: Queryable,
  values: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

export async function findUsableResetToken(db: Queryable, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Marks a usable token used and returns its user. A conditional update, so two requests racing
 * with the same token cannot both succeed.
 */
export async function consumeResetToken(db: Queryable, tokenHash: string, now: Date): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** After a reset, the other links sent to the same person stop working too. */
export async function retireResetTokens(db: Queryable, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

// --- two-factor codes ---

export async function replaceTwoFactorCode(
  db: Queryable,
  values: { userId: number; codeHash: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    // Only the newest code works: an older e-mail in the inbox is no second chance.
    await tx
      .update(twoFactorCodes)
      .set({ usedAt: now })
      .where(and(eq(twoFactorCodes.userId, values.userId), isNull(twoFactorCodes.usedAt)));
    await tx.insert(twoFactorCodes).values(values);
  });
}

export async function findLiveTwoFactorCode(db: Queryable, userId: number, now: Date) {
  const [row] = await db
    .select()
    .from(twoFactorCodes)
    .where(and(eq(twoFactorCodes.userId, userId), isNull(twoFactorCodes.usedAt), gt(twoFactorCodes.expiresAt, now)))
    .orderBy(desc(twoFactorCodes.createdAt), desc(twoFactorCodes.id))
    .limit(1);
  return row;
}

/** Counts one attempt if any are left; false once the cap is reached. Conditional, so races cannot exceed it. */
export async function takeTwoFactorAttempt(db: Queryable, id: number, maxAttempts: number): Promise<boolean> {
  const rows = await db
    .update(twoFactorCodes)
    .set({ attempts: sql`${twoFactorCodes.attempts} + 1` })
    .where(and(eq(twoFactorCodes.id, id), lt(twoFactorCodes.attempts, maxAttempts)))
    .returning({ id: twoFactorCodes.id });
  return rows.length > 0;
}

export async function markTwoFactorCodeUsed(db: Queryable, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(twoFactorCodes)
    .set({ usedAt: now })
    .where(and(eq(twoFactorCodes.id, id), isNull(twoFactorCodes.usedAt)))
    .returning({ id: twoFactorCodes.id });
  return rows.length > 0;
}
