import type { Deps } from '../../deps.js';
import type { UserRow } from '../users/service.js';
import { escapeUTF8 } from 'entities';
import { withLabIdentity } from '../lab/lab-service.js';

/**
 * Tells the old address that the account's e-mail changed: if it was not the owner, this is how they
 * find out while they still can (the contact address is in the e-mail).
 */
export async function sendEmailChangedNotice(
  options: Pick<Deps, 'db' | 'mailer' | 'config' | 'events'> & { user: UserRow; oldEmail: string; byAdmin: boolean },
): Promise<void> {
  const { mailer, config, user, oldEmail, byAdmin } = await withLabIdentity(options);
  const greeting = user.firstName ? `Hi ${user.firstName},` : 'Hi,';
  const lines = [
    `Your e-mail was changed to ${user.email}${byAdmin ? ' by the lab' : ''}. We will write to that address from now on.`,
    `If you did not ask for this, write to ${config.contactEmail} at once.`,
  ];
  await mailer.send({
    to: oldEmail,
    subject: `Your ${config.labName} e-mail was changed`,
    text: `${greeting}\n\n${lines.join('\n\n')}\n\n${config.labName}\n`,
    html: [greeting, ...lines, config.labName].map((line) => `<p>${escapeUTF8(line)}</p>`).join(''),
  });
}
