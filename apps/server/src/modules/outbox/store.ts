import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outboxEmails } from '../../db/schema/mail.js';

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
