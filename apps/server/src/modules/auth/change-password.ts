import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { SessionUser } from '../../http/session-user.js';
import { findAccountById, setPasswordHash } from '../users/service.js';
import { checkAccountPassword } from './account-password.js';
import { assertPasswordAcceptable } from './check-password.js';
import { hashPassword } from './passwords.js';
import { startSession, type ClientInfo, type SignedIn } from './session.js';
import { revokeUserSessions } from './session-store.js';

/**
 * A new password from someone who knows the current one. Every session ends (the session version is
 * bumped too), and the caller carries on in a new one, as verified for two-factor as the old one was.
 * A wrong current password is a 403 counted against the login limits, like the e-mail change.
 */
export async function changePassword(
  options: Pick<Deps, 'db' | 'sessions' | 'config'> & {
    caller: SessionUser;
    input: { currentPassword: string; password: string };
    client: ClientInfo;
  },
): Promise<SignedIn> {
  const { db, sessions, config, caller, input, client } = options;
  const account = await findAccountById(db, caller.id);
  if (!account) throw new AppError('UNAUTHORIZED', 'Please log in to continue');
  if (!account.passwordHash) {
    throw new AppError('BAD_REQUEST', 'Your account has no password yet. Choose one with "Forgot your password?".', [
      'currentPassword: the account has no password yet',
    ]);
  }
  assertPasswordAcceptable(input.password);
  const checked = await checkAccountPassword({
    db,
    config,
    email: account.email,
    password: input.currentPassword,
    ip: client.ip,
    field: 'currentPassword',
  });
  if (checked?.id !== account.id) {
    throw new AppError('FORBIDDEN', 'That password is not right.', ['currentPassword: is incorrect']);
  }
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  const user = await db.transaction(async (tx) => {
    await revokeUserSessions(tx, caller.id, now);
    return setPasswordHash(tx, caller.id, passwordHash);
  });
  return startSession({ db, sessions, user, client, twoFactorVerified: !caller.twoFactorPending, now });
}
