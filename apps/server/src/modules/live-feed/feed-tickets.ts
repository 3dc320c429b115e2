// The live feed's single-use tickets (packages/api live-feed.ts): a session asks for one and opens
// the socket with it within LIVE_FEED_TICKET_SECONDS; its row is deleted as it is redeemed. The
// session's claims go with it, so the socket checks that session for as long as it stays open.
import { createHash, randomBytes } from 'node:crypto';
import { LIVE_FEED_TICKET_SECONDS } from '@filmlab/api';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import type { SessionClaims } from '../auth/session-tokens.js';
import { deleteExpiredTickets, insertTicket, takeTicket } from './store.js';

const isForeignKeyViolation = (error: unknown): boolean => {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (e.code === '23503') return true;
  }
  return false;
};

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

export async function issueLiveFeedTicket(options: {
  db: Db;
  claims: SessionClaims;
  feedUserId: number;
  now?: Date;
}): Promise<{ ticket: string; expiresAt: string }> {
  const now = options.now ?? new Date();
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + LIVE_FEED_TICKET_SECONDS * 1000);
  await deleteExpiredTickets(options.db, now);
  try {
    await insertTicket(options.db, {
      ticketHash: hashOf(ticket),
      feedUserId: options.feedUserId,
      sessionId: options.claims.sessionId,
      sessionUserId: options.claims.userId,
      sessionVersion: options.claims.version,
      expiresAt,
    });
  } catch (error) {
    // An admin asking for the feed of a user who does not exist.
    if (isForeignKeyViolation(error)) throw notFound('User');
    throw error;
  }
  return { ticket, expiresAt: expiresAt.toISOString() };
}

/** The claims of the session that asked for the ticket; null when it is unknown, used, expired or for another feed. */
export async function redeemLiveFeedTicket(options: {
  db: Db;
  ticket: string;
  feedUserId: number;
  now?: Date;
}): Promise<SessionClaims | null> {
  const row = await takeTicket(options.db, hashOf(options.ticket));
  const now = options.now ?? new Date();
  if (!row || row.expiresAt.getTime() <= now.getTime() || row.feedUserId !== options.feedUserId) return null;
  return { userId: row.sessionUserId, sessionId: row.sessionId, version: row.sessionVersion };
}
