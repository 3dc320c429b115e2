import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createEventBus } from '../adapters/events/create-event-bus.js';
import type { EventBus } from '../adapters/events/event-bus.js';
import type { Database } from '../db/client.js';
import { jobSchedules, jobs } from '../db/schema/jobs.js';
import { createTestDatabase } from '../test/test-database.js';
import { defineJob, retryDelaySeconds } from './define-job.js';
import { createJobQueue, type JobQueue, type JobQueueOptions } from './job-queue.js';

const quiet = { info() {}, warn() {}, error() {} };

describe('the job queue', () => {
  let database: Database;
  let events: EventBus;
  const queues: JobQueue[] = [];

  const makeQueue = (options: Partial<JobQueueOptions> = {}) => {
    const queue = createJobQueue({
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
  const jobRow = async (id: number) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

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
    const id = (await queue.send('test.echo', { n: 7 }))!;
    await expect.poll(async () => (await jobRow(id)).state).toBe('completed');
    expect(seen).toEqual([7]);
    expect(await jobRow(id)).toMatchObject({ attempts: 1, lockedBy: null, lastError: null });
  });

  it('refuses a payload its type does not accept, and a type nobody registered', async () => {
    const queue = makeQueue();
    queue.register(defineJob({ type: 'test.strict', payload: z.object({ n: z.number() }), run: async () => {} }));
    await expect(queue.send('test.strict', { n: 'seven' })).rejects.toThrow();
    await expect(queue.send('test.unknown', {})).rejects.toThrow(/Unknown job type/);
  });

  it('retries a failing job with growing waits, then keeps it failed with its error for staff', async () => {
    const queue = makeQueue();
    const tries: number[] = [];
    queue.register(
      defineJob({
        type: 'test.flaky',
        payload: z.object({}),
        maxAttempts: 3,
        backoffSeconds: 0.2,
        run: async ({ attempt }) => {
          tries.push(Date.now());
          throw new Error(`scanner offline (try ${attempt})`);
        },
      }),
    );
    await queue.start();
    const id = (await queue.send('test.flaky', {}))!;
    await expect.poll(async () => (await jobRow(id)).state, { timeout: 10_000 }).toBe('failed');
    expect(tries).toHaveLength(3);
    expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(180);
    expect(tries[2]! - tries[1]!).toBeGreaterThanOrEqual(380);
    expect(await jobRow(id)).toMatchObject({ attempts: 3, lastError: 'scanner offline (try 3)' });
    expect([1, 2, 3, 20].map((attempt) => retryDelaySeconds(10, attempt))).toEqual([10, 20, 40, 3600]);
  });

  it('runs no more jobs at once than its concurrency', async () => {
    const queue = makeQueue({ concurrency: 2 });
    let running = 0;
    let most = 0;
    queue.register(
      defineJob({
        type: 'test.slow',
        payload: z.object({ i: z.number() }),
        run: async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 60));
          running -= 1;
        },
      }),
    );
    await queue.start();
    const ids = await Promise.all(Array.from({ length: 6 }, (_, i) => queue.send('test.slow', { i })));
    await expect
      .poll(async () => Promise.all(ids.map(async (id) => (await jobRow(id!)).state)))
      .toEqual(Array(6).fill('completed'));
    expect(most).toBe(2);
  });

  it('adds nothing for a singleton key that already has a queued job', async () => {
    const queue = makeQueue({ concurrency: 0 });
    queue.register(defineJob({ type: 'test.single', payload: z.object({}), run: async () => {} }));
    const first = await queue.send('test.single', {}, { singletonKey: 'scan:1' });
    expect(first).not.toBeNull();
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
    const id = (await queue.send('test.hang', {}))!;
    await expect.poll(async () => (await jobRow(id)).state, { timeout: 5000 }).toBe('failed');
    expect((await jobRow(id)).lastError).toBe('Timed out after 0.2 s');
  });

  it('enqueues a recurring job once per period however many workers tick', async () => {
    const ran: number[] = [];
    const make = () => {
      const queue = makeQueue();
      queue.register(defineJob({ type: 'test.tick', payload: z.object({}), run: async () => void ran.push(1) }));
      queue.schedule('test.tick', 'test.tick', 3600);
      return queue;
    };
    const [a, b] = [make(), make()];
    await a.start();
    await b.start();
    // Due now: both workers see it, one enqueues it.
    await database.db.update(jobSchedules).set({ nextRunAt: new Date(Date.now() - 1000) });
    await expect.poll(() => ran.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ran).toHaveLength(1);
    const [schedule] = await database.db.select().from(jobSchedules).where(eq(jobSchedules.name, 'test.tick'));
    expect(schedule!.nextRunAt.getTime()).toBeGreaterThan(Date.now() + 3500 * 1000);
  });

  it('takes over a job whose worker stopped renewing its lease', async () => {
    const queue = makeQueue({ leaseSeconds: 1 });
    const done: number[] = [];
    queue.register(defineJob({ type: 'test.orphan', payload: z.object({}), run: async () => void done.push(1) }));
    // A job some other worker claimed and then lost (its process died).
    const [orphan] = await database.db
      .insert(jobs)
      .values({
        type: 'test.orphan',
        state: 'active',
        attempts: 1,
        lockedBy: 'dead-worker',
        lockedUntil: new Date(Date.now() - 1000),
      })
      .returning();
    await queue.start();
    await expect.poll(async () => (await jobRow(orphan!.id)).state).toBe('completed');
    expect(done).toEqual([1]);
    expect((await jobRow(orphan!.id)).attempts).toBe(2);
  });
});
