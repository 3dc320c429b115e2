import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { setPasswordHash } from '../users/service.js';
import { forgiveAccountLoginFailures } from './attempt-limits.js';
import { assertPasswordAcceptable } from './check-password.js';
import { hashPassword } from './passwords.js';
import { digestLinkToken } from './secret-tokens.js';
import { startSession, type ClientInfo, type SignedIn } from './session.js';
import { revokeUserSessions } from './session-store.js';
import { consumeResetToken, findUsableResetToken, retireResetTokens } from './store.js';

export const unusableResetToken = () =>
  new AppError('BAD_REQUEST', 'This reset link has expired or was already used. Please ask for a new one.', [
    'token: is invalid, expired or already used',
  ]);

/**
 * Sets a new password with a reset token, in one transaction: the token is used up, the password
 * replaced, the session version bumped and every session ended, which signs out everyone who was
 * signed in before. The person gets a new session.
 */
export async function resetPassword(
  options: Pick<Deps, 'db' | 'sessions'> & { input: { password: string; token: string }; client: ClientInfo },
): Promise<SignedIn> {
  const { db, sessions, input, client } = options;
  assertPasswordAcceptable(input.password);
  const tokenHash = digestLinkToken(input.token);
  // Checked before the (deliberately slow) hashing so made-up tokens cost little; checked again below.
  if (!(await findUsableResetToken(db, tokenHash, new Date()))) throw unusableResetToken();
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  const user = await db.transaction(async (tx) => {
    const userId = await consumeResetToken(tx, tokenHash, now);
    if (userId === undefined) throw unusableResetToken();
    await retireResetTokens(tx, userId, now);
    await revokeUserSessions(tx, userId, now);
    return setPasswordHash(tx, userId, passwordHash);
  });
  // The person proved they own the mailbox: earlier failed logins no longer hold them back.
  await forgiveAccountLoginFailures({ db, account: user.email.toLowerCase() });
  return startSession({ db, sessions, user, client });
}
