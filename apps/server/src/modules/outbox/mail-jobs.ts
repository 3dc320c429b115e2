import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { defineJob } from '../../jobs/define-job.js';
import { JOB_TYPES } from '../../jobs/job-types.js';
import { scrubExpiredSecrets } from './scrub-expired-secrets.js';

/**
 * Delivers an e-mail stored in the outbox inside a transaction (deliver-later.ts), and scrubs the
 * stored copies' expired secrets every minute.
 */
export function registerMailJobs(deps: Deps) {
  deps.jobs.register(
    defineJob({
      type: JOB_TYPES.deliverMail,
      payload: z.object({ outboxId: z.number().int().positive() }),
      maxAttempts: 5,
      async run({ payload }) {
        await deps.mailer.deliver(payload.outboxId);
      },
    }),
  );
  deps.jobs.register(
    defineJob({
      type: JOB_TYPES.scrubMailSecrets,
      payload: z.object({}),
      maxAttempts: 1,
      async run() {
        await scrubExpiredSecrets({ db: deps.db });
      },
    }),
  );
  deps.jobs.schedule(JOB_TYPES.scrubMailSecrets, JOB_TYPES.scrubMailSecrets, 60);
}
