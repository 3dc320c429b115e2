// Sending a job from a step that holds a transaction but not the queue (the payment's settle step,
// sign-up, a roll's lab step): the job exists exactly when that transaction commits. One statement
// adds it and notifies the workers; on PostgreSQL the NOTIFY is delivered at commit and wakes every
// process. The embedded database's bus is an in-process emitter this statement cannot reach, so
// there the workers' poll (JOB_POLL_MS) finds the job.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client.js';
import { sqlBuiltOnce } from '../db/prepared.js';
import { jobs } from '../db/schema/jobs.js';
import { jobDefaults } from './define-job.js';
import { JOB_WAKE_CHANNEL } from './job-queue.js';

const insertAndWake = sqlBuiltOnce<{ id: number }>(
  'send_job_in_transaction',
  () => sql`with job as (
      insert into ${jobs} (type, payload, singleton_key, max_attempts, run_at)
      values (${sql.placeholder('type')}, ${sql.placeholder('payload')}::jsonb, ${sql.placeholder('singletonKey')},
        ${sql.placeholder('maxAttempts')}, coalesce(${sql.placeholder('runAt')}::timestamptz, now()))
      on conflict (type, singleton_key) where state = 'queued' and singleton_key is not null
      do update set run_at = least(${jobs}.run_at, excluded.run_at), updated_at = now()
      returning id
    )
    select id, pg_notify(${sql.raw(`'${JOB_WAKE_CHANNEL}'`)}, '{}') from job`,
);

export interface SendInTransactionOptions {
  /**
   * While a job of this type with this key is queued, sending again adds none: the queued one runs
   * at the sooner of the two times.
   */
  singletonKey?: string;
  /** Not before then (default: now). */
  runAt?: Date;
}

/** A sender of one job type, for `db` or a transaction; the payload is checked against its schema. */
export function jobSender<S extends z.ZodType>(definition: { type: string; payload: S; maxAttempts?: number }) {
  return async (db: Db | Tx, payload: z.input<S>, options: SendInTransactionOptions = {}): Promise<number> => {
    const [row] = await insertAndWake(db, {
      type: definition.type,
      payload: JSON.stringify(definition.payload.parse(payload)),
      singletonKey: options.singletonKey ?? null,
      maxAttempts: definition.maxAttempts ?? jobDefaults.maxAttempts,
      runAt: options.runAt?.toISOString() ?? null,
    });
    return Number(row!.id);
  };
}
