import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const JOB_STATES = ['queued', 'active', 'completed', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * The background job queue (src/jobs): one row per job. A worker claims a queued row with
 * FOR UPDATE SKIP LOCKED, holds it with a lease (lockedUntil) that it renews while it works, and
 * marks it completed or, after its last attempt, failed. A job whose worker died (kill -9, a lost
 * machine) is claimed again once its lease runs out.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial().primaryKey(),
    /** A named job type, e.g. scans.make-derivatives (src/jobs/job-types.ts). */
    type: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    state: text().$type<JobState>().notNull().default('queued'),
    /** At most one queued job per type and key: asking again while one waits adds nothing. */
    singletonKey: text(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    /** Not before this time (a retry's backoff, or a delayed job). */
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The worker holding the job, and until when its lease runs. */
    lockedBy: text(),
    lockedUntil: timestamp({ withTimezone: true }),
    /** The last attempt's error, kept for staff (GET /jobs). */
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_queued_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.state} = 'queued'`),
    index('jobs_active_idx')
      .on(t.lockedUntil)
      .where(sql`${t.state} = 'active'`),
    index('jobs_state_idx').on(t.state, t.updatedAt),
    index('jobs_type_idx').on(t.type, t.state),
    uniqueIndex('jobs_singleton_key')
      .on(t.type, t.singletonKey)
      .where(sql`${t.state} = 'queued' and ${t.singletonKey} is not null`),
    check('jobs_state', sql`${t.state} in ('queued', 'active', 'completed', 'failed')`),
  ],
);

/** Recurring jobs: each process's worker enqueues a due one, and only one process wins each turn. */
export const jobSchedules = pgTable('job_schedules', {
  name: text().primaryKey(),
  type: text().notNull(),
  payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  everySeconds: integer().notNull(),
  nextRunAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
