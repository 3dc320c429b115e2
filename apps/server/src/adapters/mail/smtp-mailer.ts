import { and, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.js';
import { insertRows } from '../../db/insert-rows.js';
import { outboxEmails } from '../../db/schema/mail.js';
import type { MailMessage, Mailer } from './mailer.js';
import { outboxValues, REMOVED_AFTER_SENDING, withoutSecrets } from './outbox-secrets.js';

export interface SmtpMailerOptions {
  db: Db;
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 (nodemailer's connection URL). */
  url: string;
  /** The sender, or how to find it at each delivery (the lab's name as staff set it now). */
  from: string | (() => Promise<string>);
  /** Told about failed deliveries; the outbox row keeps the error either way. */
  onError?: (error: unknown, outboxId: number) => void;
}

/**
 * Delivers by SMTP. Each message is written to the outbox (QUEUED) before the SMTP conversation
 * starts, then marked SENT, or FAILED with the server's answer. A failed delivery does not fail the
 * caller's request: the message is kept, and admins see it in the outbox. Once delivered, the stored
 * copy loses its secrets (reset tokens, sign-in codes): the recipient has them, nobody else needs them.
 * A failed message keeps them until they expire, like the outbox-only default.
 */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(options.url);
  const store: Mailer['store'] = async (message, into) => {
    const [row] = await insertRows(into, outboxEmails, [{ ...outboxValues(message), status: 'QUEUED' }], {
      id: outboxEmails.id,
    });
    if (!row) throw new Error('the outbox did not store the message');
    return row.id;
  };
  /** The SMTP conversation for one stored message, then SENT (its secrets scrubbed) or FAILED. */
  const deliverRow = async (id: number, message: MailMessage) => {
    try {
      await transport.sendMail({
        from: typeof options.from === 'string' ? options.from : await options.from(),
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
      await options.db
        .update(outboxEmails)
        .set({
          status: 'SENT',
          sentAt: new Date(),
          error: null,
          ...(message.secrets
            ? {
                ...withoutSecrets(
                  { ...message, html: message.html ?? null },
                  message.secrets.values,
                  REMOVED_AFTER_SENDING,
                ),
                secrets: null,
                secretsExpireAt: null,
              }
            : {}),
        })
        .where(eq(outboxEmails.id, id));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await options.db
        .update(outboxEmails)
        .set({ status: 'FAILED', error: reason.slice(0, 1000) })
        .where(eq(outboxEmails.id, id));
      options.onError?.(error, id);
    }
  };
  return {
    async send(message) {
      await deliverRow(await store(message, options.db), message);
    },
    store,
    async deliver(outboxId) {
      const [row] = await options.db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.id, outboxId), eq(outboxEmails.status, 'QUEUED')));
      if (!row) return; // delivered (or failed and kept for admins) already
      await deliverRow(row.id, {
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
        ...(row.secrets && row.secretsExpireAt
          ? { secrets: { values: row.secrets, expiresAt: row.secretsExpireAt } }
          : {}),
      });
    },
    close() {
      transport.close();
    },
  };
}
