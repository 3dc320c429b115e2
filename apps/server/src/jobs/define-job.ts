import type { z } from 'zod';

/** What a handler gets for one attempt of one job. */
export interface JobContext<P> {
  id: number;
  payload: P;
  /** 1 on the first try. */
  attempt: number;
  maxAttempts: number;
  /** Aborted when the job runs past its timeout or the queue is stopping. */
  signal: AbortSignal;
}

/**
 * A named job type: its payload schema, how often and how patiently it is retried, and what it
 * does. Handlers must be safe to run again: a job whose worker dies mid-way is run once more.
 */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  type: string;
  payload: S;
  /** Tries in all, the first included. */
  maxAttempts?: number;
  /** The first retry waits this long; each next one twice as long (capped at an hour). */
  backoffSeconds?: number;
  /** An attempt running longer than this fails (and is retried). */
  timeoutSeconds?: number;
  run(context: JobContext<z.output<S>>): Promise<void>;
}

export const jobDefaults = { maxAttempts: 5, backoffSeconds: 10, timeoutSeconds: 600 } as const;

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}

/** Seconds before attempt `attempt + 1`: backoff, doubled per attempt, at most an hour. */
export function retryDelaySeconds(backoffSeconds: number, attempt: number): number {
  return Math.min(3600, backoffSeconds * 2 ** Math.max(0, attempt - 1));
}
