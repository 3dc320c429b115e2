import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { liveFeedTickets } from '../../db/schema/live-feed.js';

export type LiveFeedTicketRow = typeof liveFeedTickets.$inferSelect;

export async function insertTicket(db: Db, values: LiveFeedTicketRow): Promise<void> {
  await db.insert(liveFeedTickets).values(values);
}

/** Takes the ticket out in one statement, so of two sockets that present it, one gets it. */
export async function takeTicket(db: Db, ticketHash: string): Promise<LiveFeedTicketRow | undefined> {
  const [row] = await db.delete(liveFeedTickets).where(eq(liveFeedTickets.ticketHash, ticketHash)).returning();
  return row;
}

/** Tickets never used: swept when new ones are issued, so the table holds about a minute's worth. */
export async function deleteExpiredTickets(db: Db, now: Date): Promise<void> {
  await db.delete(liveFeedTickets).where(lt(liveFeedTickets.expiresAt, now));
}
