// The payment recovery sweep (reconcile-payments.ts): once when the process starts, then as a
// recurring job of the queue every config.checkout.sweepSeconds (0: at start only), run by
// whichever process the queue gives it to, like every other periodic job.
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { defineJob } from '../../jobs/define-job.js';
import { JOB_TYPES } from '../../jobs/job-types.js';
import { reconcilePayments } from './reconcile-payments.js';
import type { Log, SettleDeps } from './settle-attempt.js';

async function sweep(deps: SettleDeps, log: Log, orphanedBefore?: Date): Promise<void> {
  const report = await reconcilePayments({ deps, log, ...(orphanedBefore ? { orphanedBefore } : {}) });
  if (report.claimed > 0) log.info({ ...report }, 'payment sweep settled attempts');
}

export function registerPaymentSweep(deps: Deps & SettleDeps, log: Log, everySeconds: number): void {
  deps.jobs.register(
    defineJob({
      type: JOB_TYPES.sweepPayments,
      payload: z.object({}),
      maxAttempts: 1,
      async run() {
        await sweep(deps, log);
      },
    }),
  );
  if (everySeconds > 0) deps.jobs.schedule(JOB_TYPES.sweepPayments, JOB_TYPES.sweepPayments, everySeconds);
}

/**
 * The sweep at start (on PGlite, one process by design, every attempt from before this start has no
 * request left to settle it). Resolves when it has run; a failure is logged, not thrown.
 */
export function sweepAtStart(deps: SettleDeps, log: Log, orphanedBefore?: Date): Promise<void> {
  return sweep(deps, log, orphanedBefore)
    .then(() => log.info('payment sweep at start done'))
    .catch((err: unknown) => log.error({ err }, 'payment sweep failed'));
}
