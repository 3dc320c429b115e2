import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { subscribers } from '../../db/schema/marketing.js';

export type SubscriberRow = typeof subscribers.$inferSelect;
export type NewSubscriber = Pick<typeof subscribers.$inferInsert, 'email' | 'zip' | 'ipAddress' | 'country'>;

/** Inserts unless the e-mail is already subscribed; undefined when it was. */
export async function insertSubscriberIfNew(db: Db, subscriber: NewSubscriber): Promise<SubscriberRow | undefined> {
  const [row] = await db.insert(subscribers).values(subscriber).onConflictDoNothing().returning();
  return row;
}

export async function selectSubscriberPage(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ rows: SubscriberRow[]; count: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(subscribers)
      .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(subscribers),
  ]);
  return { rows, count: total?.count ?? 0 };
}
