export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends e-mail. Every message is written to the outbox table first, whichever adapter delivers it. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
