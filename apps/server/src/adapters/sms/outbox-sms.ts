import type { Db } from '../../db/client.js';
import { storeText } from './sms-outbox.js';
import type { SmsSender } from './sms-sender.js';

/**
 * The local default: a text lands in the admin-visible outbox beside the e-mails, addressed
 * `sms:<number>`, so a lab on one machine reads what its customers would have been sent.
 */
export function createOutboxSms(db: Db): SmsSender {
  return {
    async send(message) {
      await storeText(db, message, 'STORED');
    },
  };
}
