import type { Db } from '../../db/client.js';
import { insertRows } from '../../db/insert-rows.js';
import { outboxEmails } from '../../db/schema/mail.js';
import type { Mailer } from './mailer.js';
import { outboxValues } from './outbox-secrets.js';

/**
 * The local default: messages land in the outbox table, where admins read them in the app. The
 * outbox is then the only way a reset link or sign-in code reaches anyone, so its secrets stay
 * readable until they expire; the outbox's sweep (modules/outbox) scrubs them after.
 */
export function createOutboxMailer(db: Db): Mailer {
  const store: Mailer['store'] = async (message, into) => {
    const [row] = await insertRows(into, outboxEmails, [{ ...outboxValues(message), status: 'STORED' }], {
      id: outboxEmails.id,
    });
    if (!row) throw new Error('the outbox did not store the message');
    return row.id;
  };
  return {
    async send(message) {
      await store(message, db);
    },
    store,
    // A stored message is delivered: admins read it in the outbox.
    async deliver() {},
  };
}
