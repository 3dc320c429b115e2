import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.js';
import { outboxEmails } from '../../db/schema/mail.js';
import type { Mailer } from './mailer.js';
import { outboxValues, REMOVED_AFTER_SENDING, withoutSecrets } from './outbox-secrets.js';

export interface SmtpMailerOptions {
  db: Db;
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 (nodemailer's connection URL). */
  url: string;
  from: string;
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
  return {
    async send(message) {
      const [row] = await options.db
        .insert(outboxEmails)
        .values({ ...outboxValues(message), status: 'QUEUED' })
        .returning({ id: outboxEmails.id });
      if (!row) throw new Error('the outbox did not store the message');
      try {
        await transport.sendMail({
          from: options.from,
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
          .where(eq(outboxEmails.id, row.id));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await options.db
          .update(outboxEmails)
          .set({ status: 'FAILED', error: reason.slice(0, 1000) })
          .where(eq(outboxEmails.id, row.id));
        options.onError?.(error, row.id);
      }
    },
    close() {
      transport.close();
    },
  };
}
