// The recovery sweep: settles every attempt the database does not know the outcome of because its
// request is gone (the process died, or the request outlived its lease). It asks the provider and
// finalizes, releases or refunds each (reconcile-attempt.ts). Runs at start and on a schedule
// (payment-sweeper.ts); several processes may sweep one PostgreSQL database at once.
import { claimUnsettled } from './attempt-store.js';
import { reconcileAttempt } from './reconcile-attempt.js';
import type { AttemptOutcome, Log, SettleDeps } from './settle-attempt.js';

export interface SweepReport {
  claimed: number;
  outcomes: Partial<Record<AttemptOutcome | 'failed', number>>;
}

const BATCH = 20;

export async function reconcilePayments(options: {
  deps: SettleDeps;
  log: Log;
  now?: Date;
  /** Also claim attempts made before then, whatever their lease (PGlite at start: one process only). */
  orphanedBefore?: Date;
}): Promise<SweepReport> {
  const { deps, log } = options;
  const report: SweepReport = { claimed: 0, outcomes: {} };
  const count = (outcome: AttemptOutcome | 'failed') => {
    report.outcomes[outcome] = (report.outcomes[outcome] ?? 0) + 1;
  };
  for (;;) {
    const now = options.now ?? new Date();
    // A claim holds the attempt for one lease: long enough to settle it, and then it is due again.
    const claimed = await claimUnsettled(deps.db, {
      provider: deps.payments.name,
      now,
      leaseUntil: new Date(now.getTime() + deps.config.checkout.attemptLeaseSeconds * 1000),
      orphanedBefore: options.orphanedBefore,
      limit: BATCH,
    });
    report.claimed += claimed.length;
    for (const attempt of claimed) {
      try {
        count(await reconcileAttempt({ deps, log, attempt, giveUp: true }));
      } catch (err) {
        count('failed');
        log.error({ err, attemptId: attempt.id, orderId: attempt.orderId }, 'could not settle a payment attempt yet');
      }
    }
    if (claimed.length < BATCH) return report;
  }
}
