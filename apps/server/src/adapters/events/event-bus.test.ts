import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createTestDatabase } from '../../test/test-database.js';
import { createEventBus } from './create-event-bus.js';
import type { EventBus } from './event-bus.js';
import { createMemoryEventBus } from './memory-event-bus.js';
import { APPLICATION_NAME, createPostgresEventBus } from './postgres-event-bus.js';

const onPostgres = process.env.TEST_DB === 'postgres';

/** Resolves with the next payload the bus delivers on the channel, or rejects after `ms`. */
function nextPayload(bus: EventBus, channel: string, ms = 3000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`nothing arrived on ${channel} within ${ms} ms`));
    }, ms);
    const stop = bus.subscribe(channel, (payload) => {
      clearTimeout(timer);
      stop();
      resolve(payload);
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The rules both buses share, whichever database is behind them. */
function sharedBehaviour(makeBus: () => EventBus) {
  let bus: EventBus;
  beforeAll(() => {
    bus = makeBus();
  });
  afterAll(() => bus.close());

  it('delivers a published payload to subscribers as parsed JSON', async () => {
    const received: unknown[] = [];
    const stop = bus.subscribe('test_events', (payload) => received.push(payload));
    await bus.ready();
    await bus.publish('test_events', { userId: 7, when: new Date('2025-01-01T00:00:00Z') });
    await expect.poll(() => received).toEqual([{ userId: 7, when: '2025-01-01T00:00:00.000Z' }]);
    stop();
  });

  it('stops delivering after unsubscribe, and keeps other channels apart', async () => {
    const first: unknown[] = [];
    const other: unknown[] = [];
    const stopFirst = bus.subscribe('test_first', (payload) => first.push(payload));
    const stopOther = bus.subscribe('test_other', (payload) => other.push(payload));
    await bus.ready();
    await bus.publish('test_first', { n: 1 });
    await expect.poll(() => first).toEqual([{ n: 1 }]);
    stopFirst();
    await bus.publish('test_first', { n: 2 });
    await bus.publish('test_other', { n: 3 });
    await expect.poll(() => other).toEqual([{ n: 3 }]);
    expect(first).toEqual([{ n: 1 }]);
    stopOther();
  });

  it('keeps delivering to other listeners when one throws', async () => {
    const received: unknown[] = [];
    const stopBad = bus.subscribe('test_throwing', () => {
      throw new Error('listener bug');
    });
    const stopGood = bus.subscribe('test_throwing', (payload) => received.push(payload));
    await bus.ready();
    await bus.publish('test_throwing', { ok: true });
    await expect.poll(() => received).toEqual([{ ok: true }]);
    stopBad();
    stopGood();
  });

  it('refuses channel names that are not safe identifiers', async () => {
    for (const channel of ['user events', 'Users', 'x"; drop table users; --', '', '1abc', 'a'.repeat(64)]) {
      expect(() => bus.subscribe(channel, () => {})).toThrow(/safe identifier/);
      await expect(bus.publish(channel, {})).rejects.toThrow(/safe identifier/);
    }
  });

  it('refuses payloads that would not fit in a notification', async () => {
    await expect(bus.publish('test_events', { blob: 'x'.repeat(8000) })).rejects.toThrow(/at most 7999/);
    // Multi-byte characters count as bytes, not as characters.
    await expect(bus.publish('test_events', { blob: 'é'.repeat(4000) })).rejects.toThrow(/bytes/);
    await expect(bus.publish('test_events', { blob: 'x'.repeat(7900) })).resolves.toBeUndefined();
  });
}

describe('the in-process event bus', () => {
  sharedBehaviour(() => createMemoryEventBus());

  it('delivers asynchronously, as NOTIFY does, and nothing after close', async () => {
    const bus = createMemoryEventBus();
    const received: unknown[] = [];
    bus.subscribe('test_events', (payload) => received.push(payload));
    await bus.publish('test_events', { n: 1 });
    expect(received).toEqual([]);
    await expect.poll(() => received).toEqual([{ n: 1 }]);
    await bus.close();
    await expect(bus.publish('test_events', { n: 2 })).rejects.toThrow(/closed/);
  });

  it('is what the embedded database gets', async () => {
    const bus = createEventBus({ kind: 'pglite', db: {} as Database['db'] });
    const arrived = nextPayload(bus, 'test_events');
    await bus.publish('test_events', { via: 'memory' });
    await expect(arrived).resolves.toEqual({ via: 'memory' });
    await bus.close();
  });
});

describe.skipIf(!onPostgres)('the PostgreSQL event bus (LISTEN/NOTIFY)', () => {
  let database: Database;
  let pool: pg.Pool;
  const buses: EventBus[] = [];
  const errors: unknown[] = [];

  /** A bus with its own pool, as another app process on the same database would have. */
  function processBus(applicationName = APPLICATION_NAME) {
    const own = new pg.Pool({ ...pool.options, max: 2 });
    own.on('error', () => {}); // dropping the database at the end may kill connections still closing
    const bus = createPostgresEventBus({
      pool: own,
      reconnectDelayMs: 20,
      applicationName,
      onError: (e) => errors.push(e),
    });
    buses.push({ ...bus, close: async () => void (await bus.close(), await own.end()) });
    return bus;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = (database.db as unknown as { $client: pg.Pool }).$client;
  });
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((bus) => bus.close()));
    errors.length = 0;
  });
  afterAll(() => database.close());

  sharedBehaviour(() => createEventBus(database));

  it('carries an event published by one process to the subscribers of another', async () => {
    const listener = processBus();
    const publisher = processBus();
    const arrived = nextPayload(listener, 'user_events');
    await listener.ready();
    await publisher.publish('user_events', { userId: 7, event: { type: 'zip-download' } });
    await expect(arrived).resolves.toEqual({ userId: 7, event: { type: 'zip-download' } });
  });

  it('listens again after its connection is killed, and says so', async () => {
    const listener = processBus('filmlab-test-killed');
    const publisher = processBus();
    const received: unknown[] = [];
    listener.subscribe('user_events', (payload) => received.push(payload));
    await listener.ready();

    const killed = await pool.query(
      'select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = $1 and datname = current_database()',
      ['filmlab-test-killed'],
    );
    expect(killed.rowCount).toBe(1);
    await expect.poll(() => errors.length).toBeGreaterThan(0);

    // It reconnects by itself (nobody calls ready() here). Events published while it does may be
    // missed (at-most-once), so keep publishing until one lands.
    for (let attempt = 0; attempt < 100 && received.length === 0; attempt++) {
      await publisher.publish('user_events', { attempt });
      await sleep(50);
    }
    expect(received.length).toBeGreaterThan(0);
  });

  it('opens no listening connection until something is subscribed, and none after close', async () => {
    const count = async () =>
      Number(
        (
          await pool.query(
            'select count(*) as n from pg_stat_activity where application_name = $1 and datname = current_database()',
            ['filmlab-test-lazy'],
          )
        ).rows[0].n,
      );
    const bus = processBus('filmlab-test-lazy');
    await bus.ready();
    expect(await count()).toBe(0);
    const stop = bus.subscribe('user_events', () => {});
    await bus.ready();
    expect(await count()).toBe(1);
    stop();
    await bus.close();
    await expect.poll(count).toBe(0);
    await expect(bus.ready()).rejects.toThrow(/closed/);
  });
});
