import { and, asc, count, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { outboxEmails, outboxKeys } from '../../db/schema/mail.js';

export type OutboxEmailRow = typeof outboxEmails.$inferSelect;

export async function selectOutboxPage(
  db: Db,
  filter: { to?: string | undefined; limit: number; offset: number },
): Promise<{ rows: OutboxEmailRow[]; count: number }> {
  const where = filter.to ? eq(sql`lower(${outboxEmails.to})`, filter.to.toLowerCase()) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(outboxEmails)
      .where(where)
      .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ count: count() }).from(outboxEmails).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

/** Rows still holding secrets that expired at `now`, oldest first. */
export async function selectExpiredSecretRows(db: Db, now: Date, limit: number): Promise<OutboxEmailRow[]> {
  return db
    .select()
    .from(outboxEmails)
    .where(and(isNotNull(outboxEmails.secrets), lte(outboxEmails.secretsExpireAt, now)))
    .orderBy(asc(outboxEmails.secretsExpireAt))
    .limit(limit);
}

/** Replaces a row's subject, text and html with its scrubbed copy and forgets its secrets. */
export async function updateScrubbedRow(
  db: Db,
  id: number,
  scrubbed: { subject: string; text: string; html: string | null },
): Promise<void> {
  await db
    .update(outboxEmails)
    .set({ ...scrubbed, secrets: null, secretsExpireAt: null })
    .where(and(eq(outboxEmails.id, id), isNotNull(outboxEmails.secrets)));
}

/** Claims the keys no one holds yet, in `tx`; answers the ones this call claimed (a taken key waits for its holder's commit). */
export async function claimOutboxKeys(tx: Tx, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await tx
    .insert(outboxKeys)
    .values(keys.map((key) => ({ key })))
    .onConflictDoNothing()
    .returning({ key: outboxKeys.key });
  return rows.map((row) => row.key);
}

/** Notes which e-mail went for the keys just claimed. */
export async function linkOutboxKeys(tx: Tx, keys: readonly string[], outboxEmailId: number): Promise<void> {
  if (keys.length === 0) return;
  await tx
    .update(outboxKeys)
    .set({ outboxEmailId })
    .where(inArray(outboxKeys.key, [...keys]));
}
