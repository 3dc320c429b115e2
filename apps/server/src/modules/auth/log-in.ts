import { randomBytes } from 'node:crypto';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { findUserByEmail } from '../users/store.js';
import { assertAttemptsLeft, forgetAccountAttempts, recordAttempt } from './attempt-limits.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { startSession, type SignedIn } from './session.js';

let dummyHash: Promise<string> | undefined;
/**
 * A hash of nothing anyone knows, made with the same parameters as real ones. Checking against it
 * when the e-mail is unknown makes a miss cost as much as a wrong password, so timing does not
 * reveal who has an account.
 */
const hashForMissingUser = () => (dummyHash ??= hashPassword(randomBytes(32).toString('base64url')));

/** Makes the stand-in hash ahead of time, so the first unknown e-mail is not slower than the rest. */
export function prepareLogIn(): void {
  void hashForMissingUser();
}

export const incorrectLogin = () =>
  new AppError('UNAUTHORIZED', 'Incorrect e-mail or password', ['email: or password is incorrect']);

export async function logIn(
  options: Pick<Deps, 'db' | 'sessions' | 'config'> & { input: { email: string; password: string }; ip: string },
): Promise<SignedIn> {
  const { db, sessions, config, input, ip } = options;
  const account = input.email.trim().toLowerCase();
  const subjects = { account, ip };
  await assertAttemptsLeft({ db, config, kind: 'login', subjects });

  const user = await findUserByEmail(db, account);
  // Accounts made by Google or Facebook sign-in have no password; they fail like a wrong one.
  const hash = user?.passwordHash ?? (await hashForMissingUser());
  const matches = await verifyPassword(hash, input.password);
  if (!user?.passwordHash || !matches) {
    await recordAttempt({ db, config, kind: 'login', subjects });
    throw incorrectLogin();
  }
  await forgetAccountAttempts({ db, kind: 'login', account });
  return startSession(sessions, user);
}
