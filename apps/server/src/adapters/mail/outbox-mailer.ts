import type { Db } from '../../db/client.js';
import { outboxEmails } from '../../db/schema/mail.js';
import type { Mailer } from './mailer.js';

/** The local default: messages land in the outbox table, where admins read them in the app. */
export function createOutboxMailer(db: Db): Mailer {
  return {
    async send(message) {
      await db.insert(outboxEmails).values({ ...message, status: 'STORED' });
    },
  };
}
