import type { MailMessage } from './mailer.js';

export const REMOVED_AFTER_SENDING = '[removed after sending]';
export const REMOVED_AFTER_EXPIRY = '[removed: expired]';

/** The outbox columns of a message: its secrets kept beside it until they are scrubbed. */
export function outboxValues(message: MailMessage) {
  const { secrets, ...mail } = message;
  const values = secrets?.values.filter((value) => value.length > 0) ?? [];
  return {
    ...mail,
    secrets: values.length > 0 ? values : null,
    secretsExpireAt: values.length > 0 ? (secrets?.expiresAt ?? null) : null,
  };
}

/** Subject, text and html with every secret (as written, and as written in a URL) replaced by `note`. */
export function withoutSecrets<T extends { subject: string; text: string; html: string | null }>(
  mail: T,
  secrets: readonly string[],
  note: string,
): Pick<T, 'subject' | 'text' | 'html'> {
  const forms = [...new Set(secrets.flatMap((value) => [value, encodeURIComponent(value)]))]
    .filter((value) => value.length > 0)
    // Longest first, so a secret inside another is not half replaced.
    .sort((a, b) => b.length - a.length);
  const scrub = (text: string) => forms.reduce((out, value) => out.split(value).join(note), text);
  return { subject: scrub(mail.subject), text: scrub(mail.text), html: mail.html === null ? null : scrub(mail.html) };
}
