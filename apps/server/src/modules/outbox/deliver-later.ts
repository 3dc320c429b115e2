import type { MailMessage } from '../../adapters/mail/mailer.js';
import type { Db, Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { JOB_TYPES } from '../../jobs/job-types.js';

/**
 * Stores `message` in the outbox and sends the job that delivers it, both in `tx`: the e-mail exists
 * exactly when the caller's change commits, and is delivered by whichever process runs the job.
 */
export async function deliverLater(deps: Pick<Deps, 'mailer' | 'jobs'>, message: MailMessage, tx: Db | Tx) {
  const outboxId = await deps.mailer.store(message, tx);
  await deps.jobs.send(JOB_TYPES.deliverMail, { outboxId }, { db: tx });
  return outboxId;
}
