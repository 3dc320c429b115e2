// Who may open the zip-download live feed, and how: a ticket per socket, asked for by the user or
// an admin, used once and within 30 seconds; everything else is refused before the upgrade.
import { eq } from 'drizzle-orm';
import { LIVE_FEED_TICKET_SECONDS } from '@filmlab/api';
import { describe, expect, it } from 'vitest';
import { liveFeedTickets } from '../../db/schema/live-feed.js';
import { bearer } from '../../test/factories.js';
import { redeemLiveFeedTicket } from './feed-tickets.js';
import { closed, connect, liveFeedServer } from './live-feed-test-helpers.js';

describe('the zip-download live feed socket', () => {
  const feed = liveFeedServer();

  it('refuses another customer with 403 and a visitor or a forged token with 401, before upgrading', async () => {
    // Another customer gets no ticket for the owner's feed, and their own ticket opens only their own.
    const refused = await feed.app.inject({
      method: 'POST',
      url: `/api/users/${feed.owner.id}/zip-downloads/socket-tickets`,
      headers: bearer(feed.other.token),
    });
    expect(refused.statusCode).toBe(403);
    await expect(
      connect(feed.feedUrl(feed.owner.id, await feed.ticketFor(feed.other.id, feed.other.token))),
    ).rejects.toThrow('refused with 401');
    await expect(connect(feed.feedUrl(feed.owner.id))).rejects.toThrow('refused with 401');
    const ticket = await feed.ticketFor(feed.owner.id, feed.owner.token);
    await expect(connect(feed.feedUrl(feed.owner.id, `${ticket.slice(0, -4)}AAAA`))).rejects.toThrow(
      'refused with 401',
    );
    await expect(connect(feed.feedUrl(feed.owner.id), bearer(feed.other.token))).rejects.toThrow('refused with 403');
  });

  it('answers a plain GET with 426 and bad input with 400', async () => {
    const plain = await feed.app.inject({
      url: `/api/users/${feed.owner.id}/zip-downloads/socket`,
      headers: bearer(feed.owner.token),
    });
    expect(plain.statusCode).toBe(426);
    expect(plain.json()).toEqual({ message: expect.any(String), errors: [] });
    const stranger = await feed.app.inject({
      url: `/api/users/${feed.owner.id}/zip-downloads/socket`,
      headers: bearer(feed.other.token),
    });
    expect(stranger.statusCode).toBe(403);
    const unknown = await feed.app.inject({
      url: `/api/users/${feed.owner.id}/zip-downloads/socket?surprise=1`,
      headers: bearer(feed.owner.token),
    });
    expect(unknown.statusCode).toBe(400);
    await expect(
      connect(`${feed.feedUrl(feed.owner.id, await feed.ticketFor(feed.owner.id, feed.owner.token))}&surprise=1`),
    ).rejects.toThrow('refused with 400');
  });

  it('is in the OpenAPI document as a guarded GET that says it upgrades', async () => {
    const doc = (await feed.app.inject('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { description?: string; operationId?: string; security?: unknown[] }>>;
    };
    const operation = doc.paths['/users/{id}/zip-downloads/socket']?.get;
    expect(operation?.description).toMatch(/WebSocket/);
    expect(operation?.security).toEqual([{ sessionToken: [] }]);
    expect(operation?.operationId).toBe('liveFeedSocket');
  });

  it('no longer takes the session token in the URL', async () => {
    const tokenInUrl = `${feed.base}/api/users/${feed.owner.id}/zip-downloads/socket?token=${encodeURIComponent(feed.owner.token)}`;
    await expect(connect(tokenInUrl)).rejects.toThrow('refused with 401');
  });

  it('answers 404 to an admin asking for the feed of a user who does not exist', async () => {
    const res = await feed.app.inject({
      method: 'POST',
      url: '/api/users/2147483000/zip-downloads/socket-tickets',
      headers: bearer(feed.admin.token),
    });
    expect(res.statusCode, res.body).toBe(404);
  });

  it('opens one socket per ticket', async () => {
    const ticket = await feed.ticketFor(feed.owner.id, feed.owner.token);
    const socket = feed.track(await connect(feed.feedUrl(feed.owner.id, ticket)));
    await expect(connect(feed.feedUrl(feed.owner.id, ticket))).rejects.toThrow('refused with 401');
    // Even with the first socket closed, the ticket stays spent.
    socket.close();
    await closed(socket);
    await expect(connect(feed.feedUrl(feed.owner.id, ticket))).rejects.toThrow('refused with 401');
  });

  it('takes a ticket for 30 seconds only', async () => {
    const res = await feed.app.inject({
      method: 'POST',
      url: `/api/users/${feed.owner.id}/zip-downloads/socket-tickets`,
      headers: bearer(feed.owner.token),
    });
    const issued = res.json() as { ticket: string; expiresAt: string };
    expect(Date.parse(issued.expiresAt) - Date.now()).toBeGreaterThan(25_000);
    expect(Date.parse(issued.expiresAt) - Date.now()).toBeLessThanOrEqual(LIVE_FEED_TICKET_SECONDS * 1000);
    // Redeemed 29 s after it was issued it opens the feed; one redeemed at 31 s does not.
    const later = (seconds: number) => new Date(Date.now() + seconds * 1000);
    const db = feed.database.db;
    await expect(
      redeemLiveFeedTicket({ db, ticket: issued.ticket, feedUserId: feed.owner.id, now: later(29) }),
    ).resolves.toMatchObject({ userId: feed.owner.id });
    const late = await feed.ticketFor(feed.owner.id, feed.owner.token);
    await expect(
      redeemLiveFeedTicket({ db, ticket: late, feedUserId: feed.owner.id, now: later(31) }),
    ).resolves.toBeNull();
    // Through the socket: a ticket past its time is refused.
    const stale = await feed.ticketFor(feed.owner.id, feed.owner.token);
    await db
      .update(liveFeedTickets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(liveFeedTickets.feedUserId, feed.owner.id));
    await expect(connect(feed.feedUrl(feed.owner.id, stale))).rejects.toThrow('refused with 401');
  });
});
