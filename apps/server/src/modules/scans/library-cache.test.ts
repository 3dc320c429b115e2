import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBlobStore } from '../../adapters/blobs/local-blob-store.js';
import { createMemoryEventBus } from '../../adapters/events/memory-event-bus.js';
import type { Deps } from '../../deps.js';
import { createJobQueue, type JobQueue } from '../../jobs/job-queue.js';
import { createUploadActivity } from '../../jobs/upload-activity.js';
import { bearer, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { registerScanJobs } from './scan-jobs.js';
import { buildRoll, photo, uploadFrame, waitForScan } from './test-library.js';

const quiet = { info() {}, warn() {}, error() {} };

describe('the copies of library pages', () => {
  const events = createMemoryEventBus();
  let t: TestApp;
  let worker: JobQueue;

  beforeAll(async () => {
    // The app runs no jobs; a worker of our own on the same database and bus runs them when told.
    t = await createTestApp({ JOBS_CONCURRENCY: '0' }, { events });
    const blobs = createLocalBlobStore({
      root: path.join(t.config.dataDir, 'blobs'),
      publicUrl: t.config.publicUrl,
      secret: t.config.authSecret,
    });
    worker = createJobQueue({
      db: t.database.db,
      kind: t.database.kind,
      events,
      concurrency: 1,
      leaseSeconds: 30,
      pollMs: 50,
      log: quiet,
    });
    registerScanJobs({
      db: t.database.db,
      blobs,
      events,
      jobs: worker,
      config: t.config,
      uploads: createUploadActivity(),
    } as unknown as Deps);
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
  });

  it('serves a page from its copy, and drops the copy when a frame’s derivatives are made', async () => {
    const made = await buildUser(t.database.db, { config: t.config });
    const roll = await buildRoll(t.database.db, made.user.id);
    const { scanId } = await uploadFrame(t, { token: made.token, userId: made.user.id, roll, bytes: await photo(3) });
    const seen = async () =>
      (await t.app.inject({ url: `/api/users/${made.user.id}/scans/${scanId}`, headers: bearer(made.token) })).json()
        .scan.status as string;
    // The upload's own change notice arrives on the bus a moment later; read once it has.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await seen()).toBe('PROCESSING');

    await worker.start();
    await waitForScan(t.database.db, scanId);
    // Well inside the copies' 5 s: only the job's notice can make the page fresh this soon.
    await expect.poll(seen, { timeout: 1500, interval: 50 }).toBe('READY');
  });
});
