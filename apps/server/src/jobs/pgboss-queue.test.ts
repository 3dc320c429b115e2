// The pg-boss trial held to the same behaviour as job-queue.test.ts, reading pg-boss's own rows
// (its ids are UUIDs in pgboss.job, so the original file's reads of our jobs table cannot apply).
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createEventBus } from '../adapters/events/create-event-bus.js';
import type { EventBus } from '../adapters/events/event-bus.js';
import type { Database } from '../db/client.js';
import { executeRows } from '../db/execute-rows.js';
import { users } from '../db/schema/users.js';
import { createTestDatabase } from '../test/test-database.js';
import { defineJob } from './define-job.js';
import type { JobQueue, JobQueueOptions } from './job-queue.js';
import { createPgBossQueue } from './pgboss-queue.js';
import { jobSender } from './send-in-transaction.js';

const quiet = { info() {}, warn() {}, error() {} };

interface BossRow {
  state: string;
  retry_count: number;
  output: { message?: string } | null;
}

describe('the job queue on pg-boss 12 (trial)', () => {
  let database: Database;
  let events: EventBus;
  const queues: JobQueue[] = [];

  const makeQueue = (options: Partial<JobQueueOptions> = {}) => {
    const queue = createPgBossQueue({
      db: database.db,
      kind: database.kind,
      events,
      concurrency: 2,
      leaseSeconds: 30,
      pollMs: 50,
      log: quiet,
      ...options,
    });
    queues.push(queue);
    return queue;
  };
  const jobRow = async (id: unknown) =>
    (
      await executeRows<BossRow>(
        database.db,
        sql`select state, retry_count, output from pgboss.job where id = ${String(id)}::uuid`,
      )
    )[0]!;

  beforeAll(async () => {
    database = await createTestDatabase();
    events = createEventBus(database);
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.stop(2000)));
  });
  afterAll(async () => {
    await events.close();
    await database.close();
  });

  it('runs a sent job once and marks it completed', async () => {
    const queue = makeQueue();
    const seen: number[] = [];
    queue.register(
      defineJob({
        type: 'test.echo',
        payload: z.object({ n: z.number() }),
        run: async ({ payload }) => void seen.push(payload.n),
      }),
    );
    await queue.start();
    const sent = performance.now();
    const id = await queue.send('test.echo', { n: 7 });
    await expect.poll(async () => (await jobRow(id)).state, { interval: 10 }).toBe('completed');
    console.log(`pg-boss ${database.kind}: sent to completed in ${Math.round(performance.now() - sent)} ms`);
    expect(seen).toEqual([7]);
  });

  it('retries a failing job with growing waits, then keeps it failed with its error', async () => {
    const queue = makeQueue();
    const tries: number[] = [];
    queue.register(
      defineJob({
        type: 'test.flaky',
        payload: z.object({}),
        maxAttempts: 3,
        // pg-boss takes whole seconds only: the shortest backoff it can express.
        backoffSeconds: 1,
        run: async ({ attempt }) => {
          tries.push(Date.now());
          throw new Error(`scanner offline (try ${attempt})`);
        },
      }),
    );
    await queue.start();
    const id = await queue.send('test.flaky', {});
    await expect.poll(async () => (await jobRow(id)).state, { timeout: 20_000 }).toBe('failed');
    expect(tries).toHaveLength(3);
    console.log(
      `pg-boss ${database.kind}: waits between tries ${tries[1]! - tries[0]!} ms, ${tries[2]! - tries[1]!} ms`,
    );
    const row = await jobRow(id);
    expect(row.retry_count).toBe(2);
    expect(row.output?.message).toBe('scanner offline (try 3)');
  });

  it('runs no more jobs at once than its concurrency, across job types', async () => {
    const queue = makeQueue({ concurrency: 2 });
    let running = 0;
    let most = 0;
    const slow = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 60));
      running -= 1;
    };
    queue.register(defineJob({ type: 'test.slow', payload: z.object({ i: z.number() }), run: slow }));
    queue.register(defineJob({ type: 'test.slow2', payload: z.object({ i: z.number() }), run: slow }));
    await queue.start();
    const ids = await Promise.all(
      Array.from({ length: 6 }, (_, i) => queue.send(i % 2 ? 'test.slow' : 'test.slow2', { i })),
    );
    await expect
      .poll(async () => Promise.all(ids.map(async (id) => (await jobRow(id)).state)), { timeout: 15_000 })
      .toEqual(Array(6).fill('completed'));
    expect(most).toBe(2);
  });

  it('adds nothing for a singleton key that already has a queued job', async () => {
    const queue = makeQueue({ concurrency: 0 });
    queue.register(defineJob({ type: 'test.single', payload: z.object({}), run: async () => {} }));
    await queue.start();
    expect(await queue.send('test.single', {}, { singletonKey: 'scan:1' })).not.toBeNull();
    expect(await queue.send('test.single', {}, { singletonKey: 'scan:1' })).toBeNull();
    expect(await queue.send('test.single', {}, { singletonKey: 'scan:2' })).not.toBeNull();
  });

  it('fails an attempt that runs past its timeout', async () => {
    const queue = makeQueue();
    queue.register(
      defineJob({
        type: 'test.hang',
        payload: z.object({}),
        maxAttempts: 1,
        timeoutSeconds: 0.2,
        run: () => new Promise(() => {}),
      }),
    );
    await queue.start();
    const id = await queue.send('test.hang', {});
    await expect.poll(async () => (await jobRow(id)).state, { timeout: 5000 }).toBe('failed');
    expect((await jobRow(id)).output?.message).toBe('Timed out after 0.2 s');
  });

  // pg-boss files each scheduled run under its minute: a period under a minute (PAYMENT_SWEEP_SECONDS
  // below 60) runs once a minute at most. Two workers still make one run per slot, not two.
  it('enqueues a recurring job once per minute slot however many workers tick', async () => {
    const ran: number[] = [];
    const make = () => {
      const queue = makeQueue();
      queue.register(
        defineJob({ type: 'test.tick', payload: z.object({}), run: async () => void ran.push(Date.now()) }),
      );
      queue.schedule('test.tick', 'test.tick', 2);
      return queue;
    };
    const [a, b] = [make(), make()];
    const started = Date.now();
    await a.start();
    await b.start();
    await expect.poll(() => ran.length, { timeout: 70_000 }).toBeGreaterThanOrEqual(1);
    const first = ran[0]! - started;
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const minutes = Math.floor(Date.now() / 60_000) - Math.floor(started / 60_000) + 1;
    console.log(
      `pg-boss ${database.kind}: a 2 s schedule ran ${ran.length} times in ${((Date.now() - started) / 1000).toFixed(0)} s (first after ${first} ms)`,
    );
    // At start a pass may also send the previous minute's slot (it reads the last 60 s).
    expect(ran.length).toBeLessThanOrEqual(minutes + 1);
  }, 90_000);

  it('sends in the caller transaction: a rolled-back one leaves no job, a committed one runs', async () => {
    const queue = makeQueue();
    const seen: string[] = [];
    const definition = defineJob({
      type: 'test.in-tx',
      payload: z.object({ label: z.string() }),
      run: async ({ payload }) => void seen.push(payload.label),
    });
    queue.register(definition);
    await queue.start();
    const send = jobSender(definition);
    const previous = process.env.JOB_QUEUE;
    process.env.JOB_QUEUE = 'pgboss';
    try {
      await expect(
        database.db.transaction(async (tx) => {
          await send(tx, { label: 'rolled back' });
          await tx.insert(users).values({ email: 'nobody', referralCode: 'X' });
          throw new Error('the step failed');
        }),
      ).rejects.toThrow('the step failed');
      await database.db.transaction(async (tx) => void (await send(tx, { label: 'committed' })));
    } finally {
      process.env.JOB_QUEUE = previous;
    }
    await expect.poll(() => seen, { timeout: 10_000 }).toEqual(['committed']);
    const rows = await executeRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from pgboss.job where data->>'type' = 'test.in-tx'`,
    );
    expect(rows[0]!.n).toBe(1);
  });
});
