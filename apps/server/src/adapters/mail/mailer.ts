import type { Db, Tx } from '../../db/client.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Secrets the message carries (a reset link's token, a sign-in code) and when they stop working.
   * The outbox's stored copy loses them (each replaced by a note) once SMTP has delivered the mail,
   * or, when the outbox is how the mail is read (no SMTP), once they have expired.
   */
  secrets?: { values: string[]; expiresAt: Date };
}

/** Sends e-mail. Every message is written to the outbox table first, whichever adapter delivers it. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Writes the message to the outbox through `db` (the caller's transaction, so the message exists
   * exactly when what it tells about does) and returns its id. Nothing leaves yet: `deliver` sends it
   * once the transaction has committed (the mail.deliver job, sent in the same transaction).
   */
  store(message: MailMessage, db: Db | Tx): Promise<number>;
  /** Delivers a message `store` wrote, if it is still waiting; where the outbox is the delivery, there is nothing to do. */
  deliver(outboxId: number): Promise<void>;
}
