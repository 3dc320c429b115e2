// Test support for job-queue-kill.test.ts: a worker process of its own, to be killed with SIGKILL.
// It runs the real queue on the database named by the environment, with one job type whose first
// try never ends (so the kill lands mid-job) and whose later tries finish.
import { appendFileSync } from 'node:fs';
import { z } from 'zod';
import { createEventBus } from '../adapters/events/create-event-bus.js';
import { openDatabase } from '../db/client.js';
import { defineJob } from './define-job.js';
import { createJobQueue } from './job-queue.js';

const log = (line: string) => appendFileSync(process.env.KILL_TEST_LOG as string, `${line}\n`);

const database = await openDatabase({
  databaseUrl: process.env.KILL_TEST_DATABASE_URL || undefined,
  pgliteDir: process.env.KILL_TEST_PGLITE_DIR,
});
const events = createEventBus(database);
const queue = createJobQueue({
  db: database.db,
  kind: database.kind,
  events,
  concurrency: 1,
  leaseSeconds: Number(process.env.KILL_TEST_LEASE_SECONDS ?? 1),
  pollMs: 100,
  log: { info() {}, warn() {}, error: (object, message) => log(`error ${message}`) },
});
queue.register(
  defineJob({
    type: 'test.survivor',
    payload: z.object({ frame: z.number() }),
    async run({ id, attempt }) {
      log(`start ${id} ${attempt}`);
      if (attempt === 1) await new Promise(() => {});
      log(`done ${id} ${attempt}`);
    },
  }),
);
process.on('SIGTERM', () => {
  void (async () => {
    await queue.stop(5000);
    await events.close();
    await database.close();
    log(`stopped ${process.pid}`);
    process.exit(0);
  })();
});

await queue.start();
if (process.env.KILL_TEST_SEND === '1') log(`sent ${await queue.send('test.survivor', { frame: 1 })}`);
log(`ready ${process.pid}`);
