// A trial, not the app's queue: the JobQueue interface on pg-boss 12, chosen with JOB_QUEUE=pgboss,
// to measure it against our own queue with the same tests. Every job type shares one pg-boss queue
// (so JOBS_CONCURRENCY caps this process's jobs of all types, as ours does), with the `short` policy
// so a singleton key keeps one waiting job; a job sent without a key gets a key of its own.
import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import {
  PgBoss,
  fromDrizzle,
  fromPglite,
  type DrizzleTransactionLike,
  type JobWithMetadata,
  type SendOptions as BossSendOptions,
} from 'pg-boss';
import { jobDefaults, type JobDefinition } from './define-job.js';
import type { JobQueue, JobQueueOptions, SendOptions } from './job-queue.js';

export const PGBOSS_QUEUE = 'filmlab';

interface Envelope {
  type: string;
  payload: Record<string, unknown>;
}

/** The queue last started in this process, for jobSender (steps that hold a transaction but no queue). */
let current: { send(type: string, payload: unknown, options: SendOptions): Promise<string | null> } | null = null;

export function pgBossSender() {
  return current;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message || error.name : String(error));

/** A recurring period as pg-boss takes it: a recurrence rule (cron cannot say "every 45 seconds"). */
export const everyRule = (seconds: number) => `FREQ=SECONDLY;INTERVAL=${Math.max(1, Math.round(seconds))}`;

export function createPgBossQueue(options: JobQueueOptions): JobQueue {
  const { db, log } = options;
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  const pollSeconds = Math.max(0.5, options.pollMs / 1000);
  // How often pg-boss looks at schedules (30 s by default, 1 to 45 s), and fails jobs whose heartbeat
  // stopped (a pass every 60 s by default): about as often as our own poll and lease.
  const heartbeatSeconds = Math.max(10, Math.round(options.leaseSeconds));
  const passSeconds = Math.min(60, Math.max(1, Math.round(heartbeatSeconds / 2)));
  const intervals = {
    cronMonitorIntervalSeconds: Math.min(30, Math.max(1, Math.round(pollSeconds))),
    superviseIntervalSeconds: passSeconds,
    monitorIntervalSeconds: passSeconds,
  };
  const boss =
    options.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(client as PGlite), backend: 'pglite', useListenNotify: true, ...intervals })
      : new PgBoss({
          connectionString: (client as pg.Pool).options.connectionString as string,
          max: 3,
          useListenNotify: true,
          ...intervals,
        });
  boss.on('error', (err) => log.error({ err }, 'pg-boss error'));
  const definitions = new Map<string, JobDefinition>();
  const schedules = new Map<string, { type: string; everySeconds: number; payload: Record<string, unknown> }>();
  // pg-boss asks heartbeats of at least 10 s (heartbeatSeconds above); our lease may be shorter.
  let running = 0;
  let started = false;
  const workerId = `pgboss:${process.pid}:${randomUUID().slice(0, 8)}`;

  const definitionOf = (type: string) => {
    const definition = definitions.get(type);
    if (!definition) throw new Error(`Unknown job type ${type}`);
    return definition;
  };

  const sendOptionsFor = (definition: JobDefinition, key: string | undefined): BossSendOptions => ({
    singletonKey: key ? `${definition.type}:${key}` : `${definition.type}#${randomUUID()}`,
    retryLimit: (definition.maxAttempts ?? jobDefaults.maxAttempts) - 1,
    // Whole seconds only in pg-boss, and its backoff has jitter (half to all of ours).
    retryDelay: Math.max(1, Math.round(definition.backoffSeconds ?? jobDefaults.backoffSeconds)),
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: Math.ceil(definition.timeoutSeconds ?? jobDefaults.timeoutSeconds) + 30,
    heartbeatSeconds,
  });

  async function send(type: string, payload: unknown, sendOptions: SendOptions): Promise<string | null> {
    const definition = definitionOf(type);
    const parsed = definition.payload.parse(payload) as Record<string, unknown>;
    const envelope: Envelope = { type, payload: parsed };
    return boss.send(PGBOSS_QUEUE, envelope, {
      ...sendOptionsFor(definition, sendOptions.singletonKey),
      ...(sendOptions.runAt ? { startAfter: sendOptions.runAt } : {}),
      ...(sendOptions.db ? { db: fromDrizzle(sendOptions.db as unknown as DrizzleTransactionLike, sql) } : {}),
    });
  }

  async function runOne(job: JobWithMetadata<Envelope>): Promise<void> {
    const definition = definitions.get(job.data.type);
    if (!definition) throw new Error(`No handler for job type ${job.data.type}`);
    const payload = definition.payload.parse(job.data.payload);
    const seconds = definition.timeoutSeconds ?? jobDefaults.timeoutSeconds;
    const controller = new AbortController();
    job.signal.addEventListener('abort', () => controller.abort());
    let timeout: NodeJS.Timeout | undefined;
    running += 1;
    try {
      await Promise.race([
        definition.run({
          id: job.id as unknown as number,
          payload,
          attempt: job.retryCount + 1,
          maxAttempts: job.retryLimit + 1,
          signal: controller.signal,
        }),
        new Promise<never>((_resolve, reject) => {
          timeout = setTimeout(() => {
            controller.abort();
            reject(new Error(`Timed out after ${seconds} s`));
          }, seconds * 1000);
        }),
      ]);
    } catch (error) {
      log.warn({ jobId: job.id, type: job.data.type, attempt: job.retryCount + 1, err: error }, 'job attempt failed');
      // pg-boss keeps what the handler throws as the job's output; a plain message, as our rows keep.
      throw new Error(errorText(error));
    } finally {
      clearTimeout(timeout);
      running -= 1;
    }
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
      return (await send(type, payload, sendOptions)) as unknown as number | null;
    },
    wake() {},
    async start() {
      if (started) return;
      started = true;
      await boss.start();
      await boss.createQueue(PGBOSS_QUEUE, { policy: 'short', notify: true }).catch(() => undefined);
      current = { send };
      if (options.concurrency <= 0) return;
      for (const [name, schedule] of schedules) {
        const definition = definitionOf(schedule.type);
        await boss.schedule(
          PGBOSS_QUEUE,
          everyRule(schedule.everySeconds),
          { type: schedule.type, payload: schedule.payload },
          { ...sendOptionsFor(definition, `schedule:${name}`), key: name },
        );
      }
      await boss.work<Envelope>(
        PGBOSS_QUEUE,
        {
          localConcurrency: options.concurrency,
          pollingIntervalSeconds: pollSeconds,
          // With LISTEN on, pg-boss polls every 30 s by default, and a retry sends no NOTIFY.
          notifyPollingIntervalSeconds: pollSeconds,
          includeMetadata: true,
          heartbeatRefreshSeconds: Math.max(1, heartbeatSeconds / 3),
        },
        async ([job]) => runOne(job as JobWithMetadata<Envelope>),
      );
    },
    async stop(timeoutMs = 30_000) {
      if (!started) return;
      started = false;
      if (current?.send === send) current = null;
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
    running: () => running,
  };
}
