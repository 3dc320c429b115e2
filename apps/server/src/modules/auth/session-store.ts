import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { sessions } from '../../db/schema/auth.js';

type Queryable = Db | Tx;
export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(
  db: Queryable,
  values: Pick<SessionRow, 'id' | 'userId' | 'expiresAt' | 'userAgent' | 'ip' | 'twoFactorVerifiedAt'>,
): Promise<void> {
  await db.insert(sessions).values(values);
}

/**
 * The session by id, prepared once per database: the authenticator runs it (beside the users
 * module's identity lookup) whenever a process has no fresh copy of a session.
 */
export function prepareSessionLookup(db: Db) {
  return db
    .select({
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      lastSeenAt: sessions.lastSeenAt,
      twoFactorVerifiedAt: sessions.twoFactorVerifiedAt,
    })
    .from(sessions)
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .limit(1)
    .prepare('session_by_id');
}

/** Records that the session was used (the authenticator calls it at most once a minute per session). */
export async function touchSession(db: Queryable, id: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

const live = (now: Date) => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

/** The user's sessions that still work, most recently used first. */
export async function selectLiveSessions(db: Queryable, userId: number, now: Date): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), live(now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Ends one session of the user; false when it was not theirs or had already ended. */
export async function revokeSession(db: Queryable, userId: number, sessionId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), live(now)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Ends every live session of the user, or every one but `except`; returns how many ended. */
export async function revokeUserSessions(db: Queryable, userId: number, now: Date, except?: string): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), live(now), except ? ne(sessions.id, except) : undefined))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Marks a live session as having passed the two-factor check. */
export async function markSessionVerified(db: Queryable, sessionId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ twoFactorVerifiedAt: now })
    .where(and(eq(sessions.id, sessionId), live(now)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Ended sessions are of no use to anyone; dropping the user's keeps the table small. */
export async function deleteEndedSessions(db: Queryable, userId: number, now: Date): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), or(lt(sessions.expiresAt, now), lt(sessions.revokedAt, now))));
}
