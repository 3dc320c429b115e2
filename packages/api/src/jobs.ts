import { z } from 'zod';
import { defineRoute } from './define.js';
import { idParamField, text } from './fields.js';

export const JOB_STATE_VALUES = ['queued', 'active', 'completed', 'failed'] as const;

export const jobSchema = z
  .object({
    id: z.number().int(),
    /** A named job type, e.g. scans.make-derivatives. */
    type: z.string(),
    state: z.enum(JOB_STATE_VALUES),
    payload: z.record(z.string(), z.unknown()),
    attempts: z.number().int(),
    maxAttempts: z.number().int(),
    /** The last attempt's error, for staff. */
    lastError: z.string().nullable(),
    runAt: z.string(),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: 'Job' });
export type Job = z.infer<typeof jobSchema>;

export const listJobsQuery = z.strictObject({
  state: z.enum(JOB_STATE_VALUES, 'must be queued, active, completed or failed').optional(),
  type: text().trim().max(100, 'must be at most 100 characters').optional(),
  /** Jobs older than this id (the previous page's last id). */
  before: idParamField().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const jobList = z.object({
  jobs: jobSchema.array(),
  /** How many jobs are in each state right now. */
  counts: z.object({ queued: z.number(), active: z.number(), completed: z.number(), failed: z.number() }),
});

export const jobParams = z.strictObject({ jobId: idParamField() });

const tag = 'jobs';

export const jobRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/jobs',
    access: 'admin',
    summary: 'Staff: background jobs, newest first (state=failed shows what went wrong)',
    tag,
    query: listJobsQuery,
    response: jobList,
  }),
  retry: defineRoute({
    method: 'POST',
    path: '/jobs/:jobId/retry',
    errors: [409],
    access: 'admin',
    summary: 'Staff: put a failed job back in the queue with a fresh set of tries',
    tag,
    params: jobParams,
    response: z.object({ job: jobSchema }),
  }),
};
