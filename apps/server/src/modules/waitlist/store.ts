import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { waitlistEntries } from '../../db/schema/waitlist.js';

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
export type NewWaitlistEntry = Pick<typeof waitlistEntries.$inferInsert, 'email' | 'zip' | 'planId' | 'interest'>;

/** Inserts unless the e-mail (case-insensitively) is already on the list; undefined when it was. */
export async function insertWaitlistEntryIfNew(db: Db, entry: NewWaitlistEntry): Promise<WaitlistEntryRow | undefined> {
  const [row] = await db.insert(waitlistEntries).values(entry).onConflictDoNothing().returning();
  return row;
}

export async function findWaitlistEntryByEmail(db: Db, email: string): Promise<WaitlistEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(waitlistEntries)
    .where(eq(sql`lower(${waitlistEntries.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}
