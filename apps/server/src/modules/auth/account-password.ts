import { randomBytes } from 'node:crypto';
import type { Deps } from '../../deps.js';
import { findAccountByEmail, type UserRow } from '../users/service.js';
import { forgiveLoginFailures, takeAttempt } from './attempt-limits.js';
import { hashPassword, verifyPassword } from './passwords.js';

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

/**
 * Checks the password of an account, counted against the login limits first: the attempt is
 * recorded before the (slow) check, so parallel guesses queue on the count instead of all being
 * checked, and a right password takes its attempt back and forgives this address its failures.
 * Unknown accounts and accounts without a password (social sign-in) fail like a wrong password.
 */
export async function checkAccountPassword(
  options: Pick<Deps, 'db' | 'config'> & { email: string; password: string; ip: string; field: string },
): Promise<UserRow | undefined> {
  const { db, config, ip, password } = options;
  const account = options.email.trim().toLowerCase();
  const attempt = await takeAttempt({ db, config, kind: 'login', subjects: { account, ip }, field: options.field });
  const user = await findAccountByEmail(db, account);
  const matches = await verifyPassword(user?.passwordHash ?? (await hashForMissingUser()), password);
  if (!user?.passwordHash || !matches) return undefined;
  await attempt.release();
  await forgiveLoginFailures({ db, account, ip });
  return user;
}
