import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { LIVE_FEED_TICKET_SECONDS } from '@filmlab/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createEventBus } from '../../adapters/events/create-event-bus.js';
import type { EventBus } from '../../adapters/events/event-bus.js';
import { createPostgresEventBus } from '../../adapters/events/postgres-event-bus.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { liveFeedTickets } from '../../db/schema/live-feed.js';
import { users } from '../../db/schema/users.js';
import { bearer, buildUser } from '../../test/factories.js';
import { createTestDatabase } from '../../test/test-database.js';
import { userCacheFor } from '../users/user-cache.js';
import { redeemLiveFeedTicket } from './feed-tickets.js';
import { publishUserEvent } from './user-events.js';

const onPostgres = process.env.TEST_DB === 'postgres';

interface Person {
  id: number;
  token: string;
}

/** Opens a socket; rejects with the HTTP status when the server refuses the upgrade. */
function connect(url: string, headers: Record<string, string> = {}): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) => {
      socket.terminate();
      reject(new Error(`refused with ${response.statusCode}`));
    });
    socket.once('error', reject);
  });
}

/** Collects every text message the socket receives. */
function inbox(socket: WebSocket): string[] {
  const messages: string[] = [];
  socket.on('message', (data) => messages.push(String(data)));
  return messages;
}

function closed(socket: WebSocket): Promise<number> {
  return new Promise((resolve) => {
    if (socket.readyState === WebSocket.CLOSED) return resolve(-1);
    socket.once('close', (code) => resolve(code));
  });
}

describe('the zip-download live feed socket', () => {
  let app: FastifyInstance;
  let database: Database;
  let dataDir: string;
  let events: EventBus;
  /** Where the test publishes: the app's own bus on PGlite, a second process's bus on PostgreSQL. */
  let publisher: EventBus;
  let secondPool: pg.Pool | undefined;
  let base: string;
  let config: ReturnType<typeof loadConfig>;
  let owner: Person;
  let other: Person;
  let admin: Person;
  const open: WebSocket[] = [];

  const feedUrl = (userId: number, ticket?: string) =>
    `${base}/api/users/${userId}/zip-downloads/socket${ticket ? `?ticket=${encodeURIComponent(ticket)}` : ''}`;
  /** A ticket for `userId`'s feed, asked for with `token`'s session, as the web app does before each socket. */
  async function ticketFor(userId: number, token: string): Promise<string> {
    const res = await fetch(`${base.replace(/^ws/, 'http')}/api/users/${userId}/zip-downloads/socket-tickets`, {
      method: 'POST',
      headers: bearer(token),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { ticket: string }).ticket;
  }
  /** Opens `userId`'s feed with a fresh ticket of `person`'s. */
  const openFeed = async (userId: number, person: Person) =>
    connect(feedUrl(userId, await ticketFor(userId, person.token)));
  const track = (socket: WebSocket) => (open.push(socket), socket);

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'filmlab-live-feed-'));
    config = loadConfig({
      DATA_DIR: dataDir,
      AUTH_SECRET: 'test-secret-that-is-long-enough-for-hmac',
      PUBLIC_URL: 'http://localhost:3000',
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'silent',
    });
    database = await createTestDatabase();
    events = createEventBus(database);
    app = await buildApp({ config, database, logger: false, overrides: { events } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening on a port');
    base = `ws://127.0.0.1:${address.port}`;

    if (database.kind === 'postgres') {
      const appPool = (database.db as unknown as { $client: pg.Pool }).$client;
      secondPool = new pg.Pool({ ...appPool.options, max: 2 });
      // pool.end() resolves before its connections are gone; dropping the database may still kill them.
      secondPool.on('error', () => {});
      publisher = createPostgresEventBus({ pool: secondPool });
    } else {
      publisher = events;
    }

    const db = database.db;
    const [a, b, c] = await Promise.all([
      buildUser(db, { config }),
      buildUser(db, { config }),
      buildUser(db, { config, role: 'ADMIN' }),
    ]);
    owner = { id: a.user.id, token: a.token };
    other = { id: b.user.id, token: b.token };
    admin = { id: c.user.id, token: c.token };
  });

  afterAll(async () => {
    for (const socket of open) socket.terminate();
    if (publisher !== events) await publisher.close();
    await secondPool?.end();
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the owner ping with pong', async () => {
    const socket = track(await openFeed(owner.id, owner));
    const messages = inbox(socket);
    socket.send('ping');
    await expect.poll(() => messages).toEqual(['pong']);
    socket.send('something else');
    socket.send('ping');
    await expect.poll(() => messages).toEqual(['pong', 'pong']);
  });

  it("sends the owner's events as JSON and nobody else's", async () => {
    const socket = track(await openFeed(owner.id, owner));
    const otherSocket = track(await openFeed(other.id, other));
    const mine = inbox(socket);
    const theirs = inbox(otherSocket);

    await publishUserEvent(publisher, other.id, { type: 'zip-download', zipDownloadId: 1, status: 'READY' });
    await publishUserEvent(publisher, owner.id, { type: 'zip-download', zipDownloadId: 2, status: 'READY' });

    await expect.poll(() => mine).toHaveLength(1);
    expect(JSON.parse(mine[0]!)).toEqual({ type: 'zip-download', zipDownloadId: 2, status: 'READY' });
    await expect.poll(() => theirs).toHaveLength(1);
    expect(JSON.parse(theirs[0]!)).toMatchObject({ zipDownloadId: 1 });
    // Ordering on one connection: a pong after both events proves nothing else is on its way.
    socket.send('ping');
    await expect.poll(() => mine.at(-1)).toBe('pong');
    expect(mine).toHaveLength(2);
  });

  it.skipIf(!onPostgres)('delivers an event published by a second bus (another app process)', async () => {
    expect(publisher).not.toBe(events);
    const socket = track(await openFeed(owner.id, owner));
    const messages = inbox(socket);
    await publishUserEvent(publisher, owner.id, { type: 'zip-download', zipDownloadId: 3 });
    await expect.poll(() => messages).toEqual([JSON.stringify({ type: 'zip-download', zipDownloadId: 3 })]);
  });

  it("lets an admin watch a user's feed, and takes the Authorization header from non-browser clients", async () => {
    const asAdmin = track(await openFeed(owner.id, admin));
    const withHeader = track(await connect(feedUrl(owner.id), bearer(owner.token)));
    const adminSees = inbox(asAdmin);
    const headerSees = inbox(withHeader);
    await publishUserEvent(publisher, owner.id, { type: 'zip-download', zipDownloadId: 4 });
    await expect.poll(() => adminSees).toHaveLength(1);
    await expect.poll(() => headerSees).toHaveLength(1);
  });

  it('refuses another customer with 403 and a visitor or a forged token with 401, before upgrading', async () => {
    // Another customer gets no ticket for the owner's feed, and their own ticket opens only their own.
    const refused = await app.inject({
      method: 'POST',
      url: `/api/users/${owner.id}/zip-downloads/socket-tickets`,
      headers: bearer(other.token),
    });
    expect(refused.statusCode).toBe(403);
    await expect(connect(feedUrl(owner.id, await ticketFor(other.id, other.token)))).rejects.toThrow(
      'refused with 401',
    );
    await expect(connect(feedUrl(owner.id))).rejects.toThrow('refused with 401');
    const ticket = await ticketFor(owner.id, owner.token);
    await expect(connect(feedUrl(owner.id, `${ticket.slice(0, -4)}AAAA`))).rejects.toThrow('refused with 401');
    await expect(connect(feedUrl(owner.id), bearer(other.token))).rejects.toThrow('refused with 403');
  });

  it('answers a plain GET with 426 and bad input with 400', async () => {
    const plain = await app.inject({
      url: `/api/users/${owner.id}/zip-downloads/socket`,
      headers: bearer(owner.token),
    });
    expect(plain.statusCode).toBe(426);
    expect(plain.json()).toEqual({ message: expect.any(String), errors: [] });
    const stranger = await app.inject({
      url: `/api/users/${owner.id}/zip-downloads/socket`,
      headers: bearer(other.token),
    });
    expect(stranger.statusCode).toBe(403);
    const unknown = await app.inject({
      url: `/api/users/${owner.id}/zip-downloads/socket?surprise=1`,
      headers: bearer(owner.token),
    });
    expect(unknown.statusCode).toBe(400);
    await expect(connect(`${feedUrl(owner.id, await ticketFor(owner.id, owner.token))}&surprise=1`)).rejects.toThrow(
      'refused with 400',
    );
  });

  it('is in the OpenAPI document as a guarded GET that says it upgrades', async () => {
    const doc = (await app.inject('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { description?: string; operationId?: string; security?: unknown[] }>>;
    };
    const operation = doc.paths['/users/{id}/zip-downloads/socket']?.get;
    expect(operation?.description).toMatch(/WebSocket/);
    expect(operation?.security).toEqual([{ sessionToken: [] }]);
    expect(operation?.operationId).toBe('liveFeedSocket');
  });

  it('no longer takes the session token in the URL', async () => {
    const tokenInUrl = `${base}/api/users/${owner.id}/zip-downloads/socket?token=${encodeURIComponent(owner.token)}`;
    await expect(connect(tokenInUrl)).rejects.toThrow('refused with 401');
  });

  it('answers 404 to an admin asking for the feed of a user who does not exist', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/2147483000/zip-downloads/socket-tickets',
      headers: bearer(admin.token),
    });
    expect(res.statusCode, res.body).toBe(404);
  });

  it('opens one socket per ticket', async () => {
    const ticket = await ticketFor(owner.id, owner.token);
    const socket = track(await connect(feedUrl(owner.id, ticket)));
    await expect(connect(feedUrl(owner.id, ticket))).rejects.toThrow('refused with 401');
    // Even with the first socket closed, the ticket stays spent.
    socket.close();
    await closed(socket);
    await expect(connect(feedUrl(owner.id, ticket))).rejects.toThrow('refused with 401');
  });

  it('takes a ticket for 30 seconds only', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/users/${owner.id}/zip-downloads/socket-tickets`,
      headers: bearer(owner.token),
    });
    const issued = res.json() as { ticket: string; expiresAt: string };
    expect(Date.parse(issued.expiresAt) - Date.now()).toBeGreaterThan(25_000);
    expect(Date.parse(issued.expiresAt) - Date.now()).toBeLessThanOrEqual(LIVE_FEED_TICKET_SECONDS * 1000);
    // Redeemed 29 s after it was issued it opens the feed; one redeemed at 31 s does not.
    const later = (seconds: number) => new Date(Date.now() + seconds * 1000);
    const db = database.db;
    await expect(
      redeemLiveFeedTicket({ db, ticket: issued.ticket, feedUserId: owner.id, now: later(29) }),
    ).resolves.toMatchObject({ userId: owner.id });
    const late = await ticketFor(owner.id, owner.token);
    await expect(redeemLiveFeedTicket({ db, ticket: late, feedUserId: owner.id, now: later(31) })).resolves.toBeNull();
    // Through the socket: a ticket past its time is refused.
    const stale = await ticketFor(owner.id, owner.token);
    await db
      .update(liveFeedTickets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(liveFeedTickets.feedUserId, owner.id));
    await expect(connect(feedUrl(owner.id, stale))).rejects.toThrow('refused with 401');
  });

  it('closes within moments of a logout, and sends nothing after it', async () => {
    const made = await buildUser(database.db, { config });
    const member: Person = { id: made.user.id, token: made.token };
    const socket = track(await openFeed(member.id, member));
    const messages = inbox(socket);
    await publishUserEvent(publisher, member.id, { type: 'zip-download', zipDownloadId: 5 });
    await expect.poll(() => messages).toHaveLength(1);
    const code = closed(socket);
    const loggedOutAt = Date.now();
    const logout = await fetch(`${base.replace(/^ws/, 'http')}/api/auth/logout`, {
      method: 'POST',
      headers: bearer(member.token),
    });
    expect(logout.status).toBe(200);
    // No ping from the client: the logout itself closes the socket (it waited for the next ping before).
    await expect(code).resolves.toBe(1008);
    expect(Date.now() - loggedOutAt).toBeLessThan(3000);
    await publishUserEvent(publisher, member.id, { type: 'zip-download', zipDownloadId: 6 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(messages).toHaveLength(1);
  });

  it('stops sending once the socket closes, and closes the feed when the session is revoked', async () => {
    const gone = track(await openFeed(owner.id, owner));
    gone.close();
    await closed(gone);

    const socket = track(await openFeed(owner.id, owner));
    const messages = inbox(socket);
    const code = closed(socket);
    await database.db
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, owner.id));
    // A password reset through the API announces itself like every write; this direct update must too.
    await userCacheFor(events).changed([String(owner.id)]);
    // The announcement closes it, with no ping from the client (a ping here would race the close:
    // the ping path is covered in serve-live-feed.test.ts).
    await expect(code).resolves.toBe(1008);
    expect(messages).toEqual([]);
    await expect(connect(feedUrl(owner.id), bearer(owner.token))).rejects.toThrow('refused with 401');
  });
});
