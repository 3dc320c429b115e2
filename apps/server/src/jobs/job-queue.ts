import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { EventBus } from '../adapters/events/event-bus.js';
import type { Db, Tx } from '../db/client.js';
import { jobDefaults, retryDelaySeconds, type JobDefinition } from './define-job.js';
import {
  claimJobs,
  completeJob,
  enqueueDueSchedules,
  expireAllLeases,
  failAbandonedJobs,
  failJob,
  insertJob,
  renewLeases,
  upsertSchedule,
  type ClaimedJob,
} from './job-store.js';

/** Sent on the event bus when a job is added, so idle workers on every process look at once. */
export const JOB_WAKE_CHANNEL = 'job_wake';

export interface JobLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface JobQueueOptions {
  db: Db;
  /** The embedded database is one process's alone, which lets a restart take back its jobs at once. */
  kind: 'pglite' | 'postgres';
  events: EventBus;
  /** Jobs this process runs at once; 0 makes a process that only sends jobs. */
  concurrency: number;
  /** How long a claimed job stays this worker's without a renewal; a dead worker's jobs are free after it. */
  leaseSeconds: number;
  /** How often an idle worker looks for due jobs and schedules without being woken. */
  pollMs: number;
  log: JobLogger;
}

export interface SendOptions {
  /** Send inside this transaction: the job exists exactly when the transaction commits. */
  db?: Db | Tx;
  /** While a job of this type with this key is queued, sending another adds nothing. */
  singletonKey?: string;
  runAt?: Date;
}

/**
 * The job queue (ARCHITECTURE.md, "Jobs"): rows in the jobs table, claimed with FOR UPDATE SKIP
 * LOCKED, the same code on PGlite and PostgreSQL. Workers are woken through the event bus when a
 * job is sent and poll every `pollMs` besides. Each job type is registered with its handler; a
 * failed attempt is retried with exponential backoff, and the last failure stays for staff to see.
 */
export interface JobQueue {
  register(definition: JobDefinition): void;
  /** A recurring job: enqueued every `everySeconds` by whichever process ticks first. */
  schedule(name: string, type: string, everySeconds: number, payload?: Record<string, unknown>): void;
  send(type: string, payload: Record<string, unknown>, options?: SendOptions): Promise<number | null>;
  /** Tells every process's idle workers to look for jobs now (e.g. after staff put one back). */
  wake(): void;
  start(): Promise<void>;
  /** Stops taking jobs and waits up to `timeoutMs` for running ones. */
  stop(timeoutMs?: number): Promise<void>;
  /** Jobs this process is running now. */
  running(): number;
  readonly workerId: string;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message || error.name : String(error));

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, events, log } = options;
  const workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const definitions = new Map<string, JobDefinition>();
  const schedules = new Map<string, { type: string; everySeconds: number; payload: Record<string, unknown> }>();
  const active = new Map<number, { promise: Promise<void>; controller: AbortController }>();
  let started = false;
  let stopping = false;
  let ticking = false;
  let again = false;
  let timers: NodeJS.Timeout[] = [];
  let unsubscribe: (() => void) | null = null;

  const definitionOf = (type: string) => {
    const definition = definitions.get(type);
    if (!definition) throw new Error(`Unknown job type ${type}`);
    return definition;
  };

  async function runOne(job: ClaimedJob, controller: AbortController): Promise<void> {
    const definition = definitions.get(job.type);
    let timeout: NodeJS.Timeout | undefined;
    try {
      if (!definition) throw new Error(`No handler for job type ${job.type}`);
      const payload = definition.payload.parse(job.payload);
      const seconds = definition.timeoutSeconds ?? jobDefaults.timeoutSeconds;
      const timedOut = new Promise<never>((_resolve, reject) => {
        timeout = setTimeout(() => {
          controller.abort();
          reject(new Error(`Timed out after ${seconds} s`));
        }, seconds * 1000);
      });
      await Promise.race([
        definition.run({
          id: job.id,
          payload,
          attempt: job.attempts,
          maxAttempts: job.maxAttempts,
          signal: controller.signal,
        }),
        timedOut,
      ]);
      clearTimeout(timeout);
      await completeJob(db, job.id, workerId);
    } catch (error) {
      clearTimeout(timeout);
      const last = job.attempts >= job.maxAttempts;
      const backoff = definition?.backoffSeconds ?? jobDefaults.backoffSeconds;
      log.warn({ jobId: job.id, type: job.type, attempt: job.attempts, err: error }, 'job attempt failed');
      await failJob(db, {
        id: job.id,
        workerId,
        error: errorText(error),
        retryInSeconds: last ? null : retryDelaySeconds(backoff, job.attempts),
      }).catch((err: unknown) => log.error({ jobId: job.id, err }, 'could not record a job failure'));
    }
  }

  function launch(job: ClaimedJob) {
    const controller = new AbortController();
    const promise = runOne(job, controller).finally(() => {
      active.delete(job.id);
      void tick();
    });
    active.set(job.id, { promise, controller });
  }

  /** Claims as many jobs as there are free slots, until none are due. One tick at a time. */
  async function tick(): Promise<void> {
    if (!started || stopping) return;
    if (ticking) {
      again = true;
      return;
    }
    ticking = true;
    try {
      do {
        again = false;
        const free = options.concurrency - active.size;
        if (free <= 0) break;
        const claimed = await claimJobs(db, {
          types: [...definitions.keys()],
          limit: free,
          workerId,
          leaseSeconds: options.leaseSeconds,
        });
        for (const job of claimed) launch(job);
        if (claimed.length === free) again = true;
      } while (again && !stopping);
    } catch (error) {
      if (!stopping) log.error({ err: error }, 'claiming jobs failed');
    } finally {
      ticking = false;
    }
  }

  async function housekeeping(): Promise<void> {
    if (stopping) return;
    try {
      await failAbandonedJobs(db);
      await enqueueDueSchedules(db, [...schedules.keys()], jobDefaults.maxAttempts);
    } catch (error) {
      if (!stopping) log.error({ err: error }, 'job housekeeping failed');
    }
    await tick();
  }

  return {
    workerId,
    register(definition) {
      if (definitions.has(definition.type)) throw new Error(`Job type ${definition.type} is registered twice`);
      definitions.set(definition.type, definition);
    },
    schedule(name, type, everySeconds, payload = {}) {
      schedules.set(name, { type, everySeconds, payload });
    },
    async send(type, payload, sendOptions = {}) {
      const definition = definitionOf(type);
      const parsed = definition.payload.parse(payload) as Record<string, unknown>;
      const executor = sendOptions.db ?? db;
      const id = await insertJob(executor, {
        type,
        payload: parsed,
        singletonKey: sendOptions.singletonKey ?? null,
        maxAttempts: definition.maxAttempts ?? jobDefaults.maxAttempts,
        ...(sendOptions.runAt ? { runAt: sendOptions.runAt } : {}),
      });
      if (id === null) return null;
      // On PostgreSQL the wake-up goes through the same connection, so inside a transaction it is
      // delivered when the job becomes visible (NOTIFY waits for commit). PGlite runs one statement
      // at a time, so a worker woken early waits for the transaction anyway.
      if (options.kind === 'postgres') {
        await executor.execute(sql`select pg_notify(${JOB_WAKE_CHANNEL}, '{}')`);
      } else {
        events.publish(JOB_WAKE_CHANNEL, {}).catch(() => undefined);
      }
      return id;
    },
    wake() {
      events.publish(JOB_WAKE_CHANNEL, {}).catch(() => undefined);
    },
    async start() {
      if (started) return;
      started = true;
      stopping = false;
      if (options.concurrency <= 0) return;
      if (options.kind === 'pglite') {
        const taken = await expireAllLeases(db);
        if (taken > 0) log.info({ jobs: taken }, 'taking back jobs cut off by the last stop');
      }
      for (const [name, schedule] of schedules) await upsertSchedule(db, { name, ...schedule });
      unsubscribe = events.subscribe(JOB_WAKE_CHANNEL, () => void tick());
      await events.ready();
      timers = [
        setInterval(() => void housekeeping(), options.pollMs),
        setInterval(
          () => {
            if (active.size === 0) return;
            renewLeases(db, workerId, [...active.keys()], options.leaseSeconds).catch((err: unknown) =>
              log.error({ err }, 'renewing job leases failed'),
            );
          },
          Math.max(200, (options.leaseSeconds * 1000) / 3),
        ),
      ];
      for (const timer of timers) timer.unref();
      await housekeeping();
    },
    async stop(timeoutMs = 30_000) {
      if (!started) return;
      stopping = true;
      started = false;
      for (const timer of timers) clearInterval(timer);
      timers = [];
      unsubscribe?.();
      unsubscribe = null;
      const running = [...active.values()];
      if (running.length === 0) return;
      let timer: NodeJS.Timeout | undefined;
      const waited = await Promise.race([
        Promise.allSettled(running.map((job) => job.promise)).then(() => true),
        new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
      ]);
      clearTimeout(timer);
      // Jobs still running keep their rows active; their leases run out and another worker takes them.
      if (!waited) for (const job of running) job.controller.abort();
    },
    running: () => active.size,
  };
}
