import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { defineJob } from '../../jobs/define-job.js';
import { pruneJobs } from '../../jobs/job-store.js';
import { JOB_TYPES } from '../../jobs/job-types.js';

/** The queue's own recurring job: finished jobs are kept a while for staff, then forgotten. */
export function registerQueueJobs(deps: Deps) {
  deps.jobs.register(
    defineJob({
      type: JOB_TYPES.pruneJobs,
      payload: z.object({}),
      async run() {
        await pruneJobs(deps.db, 7, 30);
      },
    }),
  );
  deps.jobs.schedule(JOB_TYPES.pruneJobs, JOB_TYPES.pruneJobs, 6 * 3600);
}
