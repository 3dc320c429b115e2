import type { Db } from '../../db/client.js';
import { outboxEmails } from '../../db/schema/mail.js';
import type { SmsSender } from './sms-sender.js';

/**
 * The local default: a text lands in the admin-visible outbox beside the e-mails, addressed
 * `sms:<number>`, so a lab on one machine reads what its customers would have been sent.
 */
export function createOutboxSms(db: Db): SmsSender {
  return {
    async send(message) {
      await db.insert(outboxEmails).values({
        to: `sms:${message.to}`,
        subject: 'Text message',
        text: message.text,
        status: 'STORED',
      });
    },
  };
}
