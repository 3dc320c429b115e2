import { createHash } from 'node:crypto';
import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authAttempts } from '../../db/schema/auth.js';

/** One counter: a kind of attempt ("login:pair") and who it is counted against ("a@b.test|203.0.113.1"). */
export interface AttemptKey {
  kind: string;
  subject: string;
}

/** A counter with its limit: at most `limit` attempts after `since`. */
export interface LimitedKey extends AttemptKey {
  limit: number;
  since: Date;
}

/** A signed 64-bit advisory-lock key for a counter (PostgreSQL's advisory locks take a bigint). */
function lockKeyOf(key: AttemptKey): bigint {
  return createHash('sha256').update(`${key.kind}\n${key.subject}`).digest().readBigInt64BE(0);
}

/**
 * Counts and records one attempt against every key in a single step: under a transaction-scoped
 * advisory lock per key, it counts each key's attempts in its window and, when every count is below
 * the key's limit, records one for each. Parallel requests (on any app process) then queue on the locks instead
 * of all reading the same count, so no more than the limit is ever let through. Returns the ids
 * of the recorded rows, or null when a key had none left (nothing is recorded then).
 */
export async function reserveAttempt(db: Db, keys: readonly LimitedKey[]): Promise<number[] | null> {
  // Locks are taken in one global order, so two requests sharing keys cannot wait on each other.
  const locks = [...new Set(keys.map(lockKeyOf))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return db.transaction(async (tx) => {
    for (const lock of locks) await tx.execute(sql`select pg_advisory_xact_lock(${lock.toString()}::bigint)`);
    for (const key of keys) {
      const [row] = await tx
        .select({ value: count() })
        .from(authAttempts)
        .where(
          and(
            eq(authAttempts.kind, key.kind),
            eq(authAttempts.subject, key.subject),
            gt(authAttempts.createdAt, key.since),
          ),
        );
      if ((row?.value ?? 0) >= key.limit) return null;
    }
    const rows = await tx
      .insert(authAttempts)
      .values(keys.map((key) => ({ kind: key.kind, subject: key.subject })))
      .returning({ id: authAttempts.id });
    return rows.map((row) => row.id);
  });
}

/** Takes back attempts recorded by reserveAttempt (a login that turned out right does not count). */
export async function deleteAttemptsById(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.delete(authAttempts).where(inArray(authAttempts.id, [...ids]));
}

/** Forgets every attempt counted against a key. */
export async function deleteAttemptsOf(db: Db, key: AttemptKey): Promise<void> {
  await db.delete(authAttempts).where(and(eq(authAttempts.kind, key.kind), eq(authAttempts.subject, key.subject)));
}

/** Rows of these kinds older than their window are of no use; dropping them keeps the table small. */
export async function deleteAttemptsBefore(db: Db, kinds: readonly string[], before: Date): Promise<void> {
  if (kinds.length === 0) return;
  await db.delete(authAttempts).where(and(inArray(authAttempts.kind, [...kinds]), lt(authAttempts.createdAt, before)));
}

/** Forgets an account's failed logins from every address (its login:pair counters). */
export async function deleteAttemptsOfAccount(db: Db, account: string): Promise<void> {
  const prefix = `${account}|`;
  await db
    .delete(authAttempts)
    .where(and(eq(authAttempts.kind, 'login:pair'), sql`left(${authAttempts.subject}, ${prefix.length}) = ${prefix}`));
}
