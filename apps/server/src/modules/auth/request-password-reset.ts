import type { Deps } from '../../deps.js';
import { findAccountByEmail } from '../users/service.js';
import { takeAttempt } from './attempt-limits.js';
import { sendPasswordLink } from './send-password-link.js';

export const passwordResetRequested =
  'If an account exists for that e-mail, we have sent it a link to choose a new password.';

/**
 * E-mails a reset link when the account exists. The answer is the same either way so it cannot be
 * used to find out who has an account; every request counts against the e-mail and the address,
 * before anything is sent, so parallel requests cannot send more than the limit.
 */
export async function requestPasswordReset(
  options: Pick<Deps, 'db' | 'mailer' | 'config' | 'events'> & { email: string; ip: string },
): Promise<{ message: string }> {
  const { db, mailer, config, events, ip } = options;
  const account = options.email.trim().toLowerCase();
  await takeAttempt({ db, config, kind: 'password-reset', subjects: { account, ip }, field: 'email' });
  const user = await findAccountByEmail(db, account);
  if (user) await sendPasswordLink({ db, mailer, config, events, user, purpose: 'reset' });
  return { message: passwordResetRequested };
}
