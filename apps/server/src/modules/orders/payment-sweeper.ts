// Runs the recovery sweep (reconcile-payments.ts) once at start and then every `intervalSeconds`
// (config.checkout.sweepSeconds; 0: at start only). One run at a time per process.
import { reconcilePayments } from './reconcile-payments.js';
import type { Log, SettleDeps } from './settle-attempt.js';

export interface PaymentSweeper {
  /** Resolves when the run at start has finished (tests and logs wait for it). */
  started: Promise<void>;
  stop(): Promise<void>;
}

export function startPaymentSweeper(options: {
  deps: SettleDeps;
  log: Log;
  intervalSeconds: number;
  /** Attempts made before this process started have no request left (PGlite: one process only). */
  orphanedBefore?: Date | undefined;
}): PaymentSweeper {
  const { deps, log } = options;
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  const run = (orphanedBefore?: Date) => {
    if (busy) return running;
    busy = true;
    running = reconcilePayments({ deps, log, ...(orphanedBefore ? { orphanedBefore } : {}) })
      .then((report) => {
        if (report.claimed > 0) log.info({ ...report }, 'payment sweep settled attempts');
      })
      .catch((err: unknown) => log.error({ err }, 'payment sweep failed'))
      .finally(() => {
        busy = false;
      });
    return running;
  };
  const started = run(options.orphanedBefore).then(() => log.info('payment sweep at start done'));
  const timer = options.intervalSeconds > 0 ? setInterval(() => void run(), options.intervalSeconds * 1000) : undefined;
  timer?.unref();
  return {
    started,
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
