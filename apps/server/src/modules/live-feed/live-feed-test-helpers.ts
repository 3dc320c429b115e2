// Shared by the live feed tests: the app listening on a real port with three people (an owner,
// another customer and an admin), and sockets opened, read and closed as a client does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import WebSocket from 'ws';
import { createEventBus } from '../../adapters/events/create-event-bus.js';
import type { EventBus } from '../../adapters/events/event-bus.js';
import { createPostgresEventBus } from '../../adapters/events/postgres-event-bus.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { bearer, buildUser } from '../../test/factories.js';
import { createTestDatabase } from '../../test/test-database.js';

export interface Person {
  id: number;
  token: string;
}

/** Opens a socket; rejects with the HTTP status when the server refuses the upgrade. */
export function connect(url: string, headers: Record<string, string> = {}): Promise<WebSocket> {
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
export function inbox(socket: WebSocket): string[] {
  const messages: string[] = [];
  socket.on('message', (data) => messages.push(String(data)));
  return messages;
}

export function closed(socket: WebSocket): Promise<number> {
  return new Promise((resolve) => {
    if (socket.readyState === WebSocket.CLOSED) return resolve(-1);
    socket.once('close', (code) => resolve(code));
  });
}

export interface LiveFeedServer {
  app: FastifyInstance;
  database: Database;
  events: EventBus;
  /** Where the test publishes: the app's own bus on PGlite, a second process's bus on PostgreSQL. */
  publisher: EventBus;
  /** ws://127.0.0.1:<port> */
  base: string;
  config: ReturnType<typeof loadConfig>;
  owner: Person;
  other: Person;
  admin: Person;
  feedUrl(userId: number, ticket?: string): string;
  /** A ticket for `userId`'s feed, asked for with `token`'s session, as the web app does before each socket. */
  ticketFor(userId: number, token: string): Promise<string>;
  /** Opens `userId`'s feed with a fresh ticket of `person`'s. */
  openFeed(userId: number, person: Person): Promise<WebSocket>;
  /** Keeps the socket to be terminated after the file's tests. */
  track(socket: WebSocket): WebSocket;
}

/**
 * The app on a port of its own for the calling test file: started before its tests, stopped after
 * them (with every tracked socket). Its fields are set once the file's beforeAll has run.
 */
export function liveFeedServer(): LiveFeedServer {
  const open: WebSocket[] = [];
  let dataDir: string;
  let secondPool: pg.Pool | undefined;
  const feed = {
    feedUrl: (userId: number, ticket?: string) =>
      `${feed.base}/api/users/${userId}/zip-downloads/socket${ticket ? `?ticket=${encodeURIComponent(ticket)}` : ''}`,
    async ticketFor(userId: number, token: string) {
      const res = await fetch(`${feed.base.replace(/^ws/, 'http')}/api/users/${userId}/zip-downloads/socket-tickets`, {
        method: 'POST',
        headers: bearer(token),
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { ticket: string }).ticket;
    },
    openFeed: async (userId: number, person: Person) =>
      connect(feed.feedUrl(userId, await feed.ticketFor(userId, person.token))),
    track: (socket: WebSocket) => (open.push(socket), socket),
  } as LiveFeedServer;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'filmlab-live-feed-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      AUTH_SECRET: 'test-secret-that-is-long-enough-for-hmac',
      PUBLIC_URL: 'http://localhost:3000',
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'silent',
    });
    const database = await createTestDatabase();
    const events = createEventBus(database);
    const app = await buildApp({ config, database, logger: false, overrides: { events } });
    Object.assign(feed, { config, database, events, app });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening on a port');
    feed.base = `ws://127.0.0.1:${address.port}`;

    if (database.kind === 'postgres') {
      const appPool = (database.db as unknown as { $client: pg.Pool }).$client;
      secondPool = new pg.Pool({ ...appPool.options, max: 2 });
      // pool.end() resolves before its connections are gone; dropping the database may still kill them.
      secondPool.on('error', () => {});
      feed.publisher = createPostgresEventBus({ pool: secondPool });
    } else {
      feed.publisher = events;
    }

    const db = database.db;
    const [a, b, c] = await Promise.all([
      buildUser(db, { config }),
      buildUser(db, { config }),
      buildUser(db, { config, role: 'ADMIN' }),
    ]);
    feed.owner = { id: a.user.id, token: a.token };
    feed.other = { id: b.user.id, token: b.token };
    feed.admin = { id: c.user.id, token: c.token };
  });

  afterAll(async () => {
    for (const socket of open) socket.terminate();
    if (feed.publisher !== feed.events) await feed.publisher.close();
    await secondPool?.end();
    await feed.app.close();
    await feed.database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  return feed;
}
