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
}
