import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Mailer } from './mailer.js';
import { createOutboxMailer } from './outbox-mailer.js';
import { createSmtpMailer } from './smtp-mailer.js';

/** The configured mailer: the admin-visible outbox by default, SMTP delivery when SMTP_URL is set. */
export function createMailer(
  config: Config,
  db: Db,
  onError?: (error: unknown, outboxId: number) => void,
  /** The sender at each delivery; MAIL_FROM (or the lab's name and contact) when not given. */
  sender?: () => Promise<string>,
): Mailer {
  if (config.mail.driver === 'smtp') {
    return createSmtpMailer({
      db,
      url: config.mail.url,
      from: sender ?? config.mailFrom,
      ...(onError ? { onError } : {}),
    });
  }
  return createOutboxMailer(db);
}
