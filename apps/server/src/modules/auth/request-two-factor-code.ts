import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { SessionUser } from '../../http/session-user.js';
import { findAccountById } from '../users/service.js';
import { takeAttempt } from './attempt-limits.js';
import { digestCode, newSixDigitCode } from './secret-tokens.js';
import { replaceTwoFactorCode } from './store.js';
import { isStaff } from './two-factor-policy.js';
import { withLabIdentity } from '../lab/lab-service.js';

export const twoFactorCodeLifetimeSeconds = 10 * 60;

export function assertStaff(user: SessionUser): void {
  if (!isStaff(user.accountRole)) {
    throw new AppError('FORBIDDEN', 'Two-factor codes are for staff accounts only', ['role: must be a staff account']);
  }
}

/** E-mails a fresh six-digit code to a staff account; only its keyed digest is stored. */
export async function requestTwoFactorCode(
  options: Pick<Deps, 'db' | 'mailer' | 'config' | 'events'> & { caller: SessionUser; ip: string },
): Promise<{ message: string; expiresAt: string }> {
  const { db, mailer, config, caller, ip } = await withLabIdentity(options);
  assertStaff(caller);
  await takeAttempt({ db, config, kind: 'two-factor', subjects: { account: String(caller.id), ip }, field: 'code' });

  const user = await findAccountById(db, caller.id);
  if (!user) throw new AppError('UNAUTHORIZED', 'Please log in to continue');
  const code = newSixDigitCode();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + twoFactorCodeLifetimeSeconds * 1000);
  await replaceTwoFactorCode(db, { userId: user.id, codeHash: digestCode(code, config.authSecret), expiresAt }, now);
  await mailer.send({
    to: user.email,
    subject: `Your ${config.labName} sign-in code: ${code}`,
    text: `Your sign-in code is ${code}. It works once, for 10 minutes.\n\nIf you did not ask for it, someone may know your password: change it.\n`,
    html: `<p>Your sign-in code is <strong>${code}</strong>. It works once, for 10 minutes.</p><p>If you did not ask for it, someone may know your password: change it.</p>`,
    secrets: { values: [code], expiresAt },
  });
  return { message: 'We have e-mailed you a six-digit code.', expiresAt: expiresAt.toISOString() };
}
