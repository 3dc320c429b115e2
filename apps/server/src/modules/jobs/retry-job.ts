import type { Job } from '@filmlab/api';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { requeueFailedJob, selectJob } from '../../jobs/job-store.js';
import { presentJob } from './present-job.js';
import { isUniqueViolation } from '../../db/db-errors.js';

/** Staff: a failed job goes back in the queue with a fresh set of tries, and workers are woken. */
export async function retryJob(options: { db: Db; jobs: JobQueue; jobId: number }): Promise<Job> {
  const { db, jobId } = options;
  const current = await selectJob(db, jobId);
  if (!current) throw notFound('Job');
  if (current.state !== 'failed') {
    throw new AppError('CONFLICT', 'Only a failed job can be retried.', [`jobId: is ${current.state}, not failed`]);
  }
  let row;
  try {
    row = await requeueFailedJob(db, jobId);
  } catch (error) {
    // The same work is already waiting in the queue (its singleton key is taken).
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', 'The same job is already waiting in the queue.', ['jobId: is already queued']);
    }
    throw error;
  }
  if (!row) throw new AppError('CONFLICT', 'Only a failed job can be retried.', ['jobId: is no longer failed']);
  options.jobs.wake();
  return presentJob(row);
}
