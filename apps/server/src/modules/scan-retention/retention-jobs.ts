import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { defineJob } from '../../jobs/define-job.js';
import { JOB_TYPES } from '../../jobs/job-types.js';
import { libraryCacheFor, libraryTag } from '../rolls/roll-service.js';
import { runScanRetention } from './run-scan-retention.js';

/** The daily retention run (warnings, then removals), as a recurring job of the queue. */
export function registerRetentionJobs(deps: Deps) {
  const cache = libraryCacheFor(deps);
  deps.jobs.register(
    defineJob({
      type: JOB_TYPES.scanRetention,
      payload: z.object({}),
      maxAttempts: 3,
      async run() {
        const { removed } = await runScanRetention(deps);
        const users = [...new Set(removed.map((roll) => roll.userId))];
        if (users.length) await cache.changed(users.map(libraryTag));
      },
    }),
  );
  deps.jobs.schedule(JOB_TYPES.scanRetention, JOB_TYPES.scanRetention, 24 * 3600);
}
