import { eq } from 'drizzle-orm';
import { phoneToE164 } from '@filmlab/domain';
import type { Db } from '../../db/client.js';
import { outboxEmails, type OutboxStatus } from '../../db/schema/mail.js';
import type { SmsMessage } from './sms-sender.js';

/** The outbox's recipient of a text: `sms:` and the number's E.164 form (as written when it has none). */
export function smsRecipient(phone: string): string {
  return `sms:${phoneToE164(phone) ?? phone.trim()}`;
}

/** Writes a text to the outbox beside the e-mails and returns its row's id. */
export async function storeText(db: Db, message: SmsMessage, status: OutboxStatus): Promise<number> {
  const [row] = await db
    .insert(outboxEmails)
    .values({ to: smsRecipient(message.to), subject: 'Text message', text: message.text, status })
    .returning({ id: outboxEmails.id });
  if (!row) throw new Error('the outbox did not store the text');
  return row.id;
}

/** Marks a stored text SENT, or FAILED with the reason (kept short). */
export async function recordTextOutcome(db: Db, id: number, failure: string | null): Promise<void> {
  await db
    .update(outboxEmails)
    .set(
      failure === null
        ? { status: 'SENT', sentAt: new Date(), error: null }
        : { status: 'FAILED', error: failure.slice(0, 1000) },
    )
    .where(eq(outboxEmails.id, id));
}
