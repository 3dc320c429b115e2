import type { Deps } from '../../deps.js';
import type { UserRow } from '../users/service.js';
import { digestLinkToken, newLinkToken } from './secret-tokens.js';
import { insertResetToken } from './store.js';
import { escapeUTF8 } from 'entities';
import { withLabIdentity } from '../lab/lab-service.js';

export const resetLinkLifetimeSeconds = 60 * 60;
export const inviteLinkLifetimeSeconds = 7 * 24 * 60 * 60;

/**
 * Creates a single-use link token (only its digest is stored) and e-mails the link. A reset link
 * lasts an hour; an invitation to an account an admin created lasts a week.
 */
export async function sendPasswordLink(
  options: Pick<Deps, 'db' | 'mailer' | 'config' | 'events'> & {
    user: UserRow;
    purpose: 'reset' | 'invite';
    now?: Date;
  },
): Promise<void> {
  const { db, mailer, config, user, purpose, now = new Date() } = await withLabIdentity(options);
  const token = newLinkToken();
  const lifetime = purpose === 'reset' ? resetLinkLifetimeSeconds : inviteLinkLifetimeSeconds;
  await insertResetToken(db, {
    userId: user.id,
    tokenHash: digestLinkToken(token),
    expiresAt: new Date(now.getTime() + lifetime * 1000),
  });
  const link = `${config.publicUrl}/password-reset?token=${encodeURIComponent(token)}`;
  const greeting = user.firstName ? `Hi ${user.firstName},` : 'Hi,';
  const body =
    purpose === 'reset'
      ? {
          subject: `Reset your ${config.labName} password`,
          lines: [
            'Someone asked to reset the password of your account. To choose a new one, open this link within the hour:',
            'If it was not you, ignore this e-mail; your password stays as it is.',
          ],
        }
      : {
          subject: `Your ${config.labName} account is ready`,
          lines: [
            'An account has been made for you. To choose your password, open this link within the week:',
            `If you did not expect this, write to ${config.contactEmail}.`,
          ],
        };
  const [intro, outro] = body.lines as [string, string];
  await mailer.send({
    to: user.email,
    subject: body.subject,
    text: `${greeting}\n\n${intro}\n\n${link}\n\n${outro}\n\n${config.labName}\n`,
    html:
      `<p>${escapeUTF8(greeting)}</p><p>${escapeUTF8(intro)}</p>` +
      `<p><a href="${escapeUTF8(link)}">${escapeUTF8(link)}</a></p><p>${escapeUTF8(outro)}</p>` +
      `<p>${escapeUTF8(config.labName)}</p>`,
    secrets: { values: [token], expiresAt: new Date(now.getTime() + lifetime * 1000) },
  });
}
