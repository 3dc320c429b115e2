import type { Job } from '@filmlab/api';
import type { Db } from '../../db/client.js';
import type { JobState } from '../../db/schema/jobs.js';
import { countJobsByState, selectJobs } from '../../jobs/job-store.js';
import { presentJob } from './present-job.js';

/** Staff: the queue's jobs, newest first, and how many are in each state. */
export async function listJobs(options: {
  db: Db;
  filter: { state?: JobState | undefined; type?: string | undefined; before?: number | undefined; limit: number };
}): Promise<{ jobs: Job[]; counts: Record<JobState, number> }> {
  const { db, filter } = options;
  const [rows, counts] = await Promise.all([
    selectJobs(db, { state: filter.state, type: filter.type, beforeId: filter.before, limit: filter.limit }),
    countJobsByState(db),
  ]);
  const byState = { queued: 0, active: 0, completed: 0, failed: 0 };
  for (const { state, count } of counts) byState[state] = count;
  return { jobs: rows.map(presentJob), counts: byState };
}
