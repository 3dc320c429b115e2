import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessions } from './auth.js';
import { users } from './users.js';

/**
 * Single-use tickets that open a live feed socket (modules/live-feed): a browser cannot send its
 * session on a WebSocket, and a session token in the URL would land in access logs. Only the
 * ticket's SHA-256 is stored; redeeming deletes the row, and rows past `expiresAt` are swept when
 * tickets are issued. A row in the database, not in memory, so any app process redeems it.
 */
export const liveFeedTickets = pgTable(
  'live_feed_tickets',
  {
    ticketHash: text().primaryKey(),
    /** Whose feed the ticket opens. */
    feedUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session that asked for it (the feed's user or an admin): the socket lives as long as it does. */
    sessionId: uuid()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    sessionUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session token's version, checked against the user's as a token's is. */
    sessionVersion: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('live_feed_tickets_expires_at_idx').on(t.expiresAt),
    index('live_feed_tickets_feed_user_id_idx').on(t.feedUserId),
    index('live_feed_tickets_session_id_idx').on(t.sessionId),
    index('live_feed_tickets_session_user_id_idx').on(t.sessionUserId),
  ],
);
