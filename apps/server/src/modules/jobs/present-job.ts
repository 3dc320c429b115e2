import type { Job } from '@filmlab/api';
import type { JobRow } from '../../jobs/job-store.js';

export function presentJob(row: JobRow): Job {
  return {
    id: row.id,
    type: row.type,
    state: row.state,
    payload: row.payload,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    lastError: row.lastError,
    runAt: row.runAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
