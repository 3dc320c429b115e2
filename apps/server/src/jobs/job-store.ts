import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { executeRows } from '../db/execute-rows.js';
import { jobSchedules, jobs, type JobState } from '../db/schema/jobs.js';

type Executor = Db | Tx;
export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  type: string;
  payload: Record<string, unknown>;
  singletonKey?: string | null;
  maxAttempts: number;
  runAt?: Date;
}

/** Adds a job; with a singleton key that already has a queued job, adds nothing and returns null. */
export async function insertJob(db: Executor, job: NewJob): Promise<number | null> {
  const rows = await db
    .insert(jobs)
    .values({
      type: job.type,
      payload: job.payload,
      singletonKey: job.singletonKey ?? null,
      maxAttempts: job.maxAttempts,
      ...(job.runAt ? { runAt: job.runAt } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return rows[0]?.id ?? null;
}

export interface ClaimedJob {
  id: number;
  type: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

/**
 * Takes up to `limit` jobs of the given types for this worker: due queued ones, and active ones
 * whose worker's lease ran out (it died) and that have tries left. SKIP LOCKED lets workers on
 * several processes claim side by side without waiting for, or taking, each other's rows.
 */
export async function claimJobs(
  db: Db,
  options: { types: string[]; limit: number; workerId: string; leaseSeconds: number },
): Promise<ClaimedJob[]> {
  if (options.types.length === 0 || options.limit <= 0) return [];
  const types = sql.join(
    options.types.map((type) => sql`${type}`),
    sql`, `,
  );
  return executeRows<ClaimedJob>(
    db,
    sql`
    with next as (
      select id from ${jobs}
      where type in (${types})
        and ((state = 'queued' and run_at <= now())
          or (state = 'active' and locked_until < now() and attempts < max_attempts))
      order by run_at, id
      limit ${options.limit}
      for update skip locked
    )
    update ${jobs} j
    set state = 'active', attempts = j.attempts + 1, locked_by = ${options.workerId},
      locked_until = now() + make_interval(secs => ${options.leaseSeconds}),
      started_at = now(), updated_at = now()
    from next where j.id = next.id
    returning j.id, j.type, j.payload, j.attempts, j.max_attempts as "maxAttempts"`,
  );
}

/** Renews this worker's leases on the jobs it is still running. */
export async function renewLeases(db: Db, workerId: string, ids: number[], leaseSeconds: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(jobs)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(and(inArray(jobs.id, ids), eq(jobs.lockedBy, workerId), eq(jobs.state, 'active')));
}

/** Marks the job done, if this worker still holds it (a worker whose lease was taken over does not). */
export async function completeJob(db: Db, id: number, workerId: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ state: 'completed', lockedBy: null, lockedUntil: null, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.state, 'active')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Records a failed attempt: queued again after `retryInSeconds`, or failed for good when null. */
export async function failJob(
  db: Db,
  options: { id: number; workerId: string; error: string; retryInSeconds: number | null },
): Promise<void> {
  const retry = options.retryInSeconds !== null;
  await db
    .update(jobs)
    .set({
      state: retry ? 'queued' : 'failed',
      lastError: options.error.slice(0, 4000),
      lockedBy: null,
      lockedUntil: null,
      runAt: retry ? sql`now() + make_interval(secs => ${options.retryInSeconds})` : sql`run_at`,
      finishedAt: retry ? null : sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobs.id, options.id), eq(jobs.lockedBy, options.workerId), eq(jobs.state, 'active')));
}

/**
 * Jobs whose worker died on their last try will not be claimed again: mark them failed, so staff
 * see them and can retry them.
 */
export async function failAbandonedJobs(db: Db): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({
      state: 'failed',
      lastError: 'The worker stopped while running it (its lease ran out) on the last try.',
      lockedBy: null,
      lockedUntil: null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(eq(jobs.state, 'active'), lt(jobs.lockedUntil, sql`now()`), sql`${jobs.attempts} >= ${jobs.maxAttempts}`),
    )
    .returning({ id: jobs.id });
  return rows.length;
}

/**
 * The embedded database is opened by one process only, so at start no job can be running
 * elsewhere: every active job was cut off by a crash, and its lease is ended now rather than waited out.
 */
export async function expireAllLeases(db: Db): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: sql`now() - interval '1 second'` })
    .where(eq(jobs.state, 'active'))
    .returning({ id: jobs.id });
  return rows.length;
}

export async function upsertSchedule(
  db: Db,
  schedule: { name: string; type: string; payload: Record<string, unknown>; everySeconds: number },
): Promise<void> {
  await db
    .insert(jobSchedules)
    .values({ ...schedule, nextRunAt: sql`now() + make_interval(secs => ${schedule.everySeconds})` })
    .onConflictDoUpdate({
      target: jobSchedules.name,
      set: {
        type: schedule.type,
        payload: schedule.payload,
        everySeconds: schedule.everySeconds,
        updatedAt: sql`now()`,
      },
    });
}

/**
 * Enqueues each due schedule once, however many processes tick at the same moment: moving
 * next_run_at forward is the claim, and only one update of a row can see it due.
 */
export async function enqueueDueSchedules(db: Db, names: string[], maxAttempts: number): Promise<number> {
  if (names.length === 0) return 0;
  const list = sql.join(
    names.map((name) => sql`${name}`),
    sql`, `,
  );
  const rows = await executeRows<{ id: number }>(
    db,
    sql`
    with due as (
      update ${jobSchedules}
      set next_run_at = now() + make_interval(secs => every_seconds), updated_at = now()
      where name in (${list}) and next_run_at <= now()
      returning name, type, payload
    )
    insert into ${jobs} (type, payload, singleton_key, max_attempts)
    select type, payload, 'schedule:' || name, ${maxAttempts} from due
    on conflict do nothing
    returning id`,
  );
  return rows.length;
}

export interface JobListFilter {
  state?: JobState | undefined;
  type?: string | undefined;
  limit: number;
  beforeId?: number | undefined;
}

/** Newest first, by id. */
export async function selectJobs(db: Db, filter: JobListFilter): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(
      and(
        filter.state ? eq(jobs.state, filter.state) : undefined,
        filter.type ? eq(jobs.type, filter.type) : undefined,
        filter.beforeId ? lt(jobs.id, filter.beforeId) : undefined,
      ),
    )
    .orderBy(desc(jobs.id))
    .limit(filter.limit);
}

export async function countJobsByState(db: Db): Promise<Array<{ state: JobState; count: number }>> {
  return db
    .select({ state: jobs.state, count: sql<number>`count(*)::int` })
    .from(jobs)
    .groupBy(jobs.state);
}

export async function selectJob(db: Db, id: number): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

/** A failed job goes back in the queue with a fresh set of tries. */
export async function requeueFailedJob(db: Db, id: number): Promise<JobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ state: 'queued', attempts: 0, runAt: sql`now()`, finishedAt: null, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'failed')))
    .returning();
  return row;
}

/** Forgets finished jobs: completed ones after `completedDays`, failed ones after `failedDays`. */
export async function pruneJobs(db: Db, completedDays: number, failedDays: number): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(
      sql`(${jobs.state} = 'completed' and ${jobs.finishedAt} < now() - make_interval(days => ${completedDays}))
        or (${jobs.state} = 'failed' and ${jobs.finishedAt} < now() - make_interval(days => ${failedDays}))`,
    )
    .returning({ id: jobs.id });
  return rows.length;
}
