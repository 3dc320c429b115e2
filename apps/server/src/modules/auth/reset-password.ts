import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { replacePassword } from '../users/store.js';
import { forgetAccountAttempts } from './attempt-limits.js';
import { assertPasswordAcceptable } from './check-password.js';
import { hashPassword } from './passwords.js';
import { digestLinkToken } from './secret-tokens.js';
import { startSession, type SignedIn } from './session.js';
import { consumeResetToken, findUsableResetToken, retireResetTokens } from './store.js';

export const unusableResetToken = () =>
  new AppError('BAD_REQUEST', 'This reset link has expired or was already used. Please ask for a new one.', [
    'token: is invalid, expired or already used',
  ]);

/**
 * Sets a new password with a reset token, in one transaction: the token is used up, the password
 * replaced and the session version bumped, which signs out every session made before.
 */
export async function resetPassword(
  options: Pick<Deps, 'db' | 'sessions'> & { input: { password: string; token: string } },
): Promise<SignedIn> {
  const { db, sessions, input } = options;
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
    return replacePassword(tx, userId, passwordHash);
  });
  // The person proved they own the mailbox: earlier failed logins no longer hold them back.
  await forgetAccountAttempts({ db, kind: 'login', account: user.email.toLowerCase() });
  return startSession(sessions, user);
}
