import sharp from 'sharp';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { defineJob } from '../../jobs/define-job.js';
import { JOB_TYPES } from '../../jobs/job-types.js';
import { libraryCacheFor, libraryTag } from '../rolls/roll-service.js';
import { derivativesJob } from './derivatives-job.js';
import { deleteScanRows, selectStaleUploads, selectStuckProcessing } from './store.js';

const HOUR_MS = 3600 * 1000;

/** The scans module's job types and its recurring sweep. */
export function registerScanJobs(deps: Deps) {
  const { db, blobs, jobs } = deps;
  // Threads per image operation; how many images at once is the queue's concurrency.
  sharp.concurrency(deps.config.sharpConcurrency);

  const cache = libraryCacheFor(deps);
  // A frame that becomes ready (or fails) changes its member's pages.
  jobs.register(
    derivativesJob({
      db,
      blobs,
      changed: (userId) => cache.changed([libraryTag(userId)]),
      // Files still arriving (a roll from a scanner) are received first.
      beforeWork: () => deps.uploads.quiet(),
    }),
  );

  jobs.register(
    defineJob({
      type: JOB_TYPES.deleteFiles,
      payload: z.object({ keys: z.array(z.string().min(1)).max(5000) }),
      async run({ payload }) {
        // Deleting a missing file is not an error, so a retry after a partial run is harmless.
        for (const key of payload.keys) await blobs.delete(key);
      },
    }),
  );

  jobs.register(
    defineJob({
      type: JOB_TYPES.sweepScans,
      payload: z.object({}),
      async run() {
        // An upload left unfinished for a day will not be finished: its link expired long ago.
        const stale = await selectStaleUploads(db, new Date(Date.now() - 24 * HOUR_MS));
        await deleteScanRows(
          db,
          stale.map((scan) => scan.id),
        );
        for (const scan of stale) if (scan.hiResKey) await blobs.delete(scan.hiResKey);
        // A scan processing for a quarter of an hour lost its job (e.g. sent outside a transaction
        // that then failed); sending again adds nothing while one is still queued.
        for (const { id } of await selectStuckProcessing(db, new Date(Date.now() - HOUR_MS / 4))) {
          await jobs.send(JOB_TYPES.makeDerivatives, { scanId: id }, { singletonKey: `scan:${id}` });
        }
      },
    }),
  );
  jobs.schedule(JOB_TYPES.sweepScans, JOB_TYPES.sweepScans, 3600);
}
