import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { defineJob } from '../../jobs/define-job.js';
import { JOB_TYPES } from '../../jobs/job-types.js';

/** Delivers an e-mail stored in the outbox inside a transaction (deliver-later.ts). */
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
}
