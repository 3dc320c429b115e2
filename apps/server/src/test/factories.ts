import { randomBytes } from 'node:crypto';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { startSession } from '../modules/auth/session.js';
import { createSessionTokens } from '../modules/auth/session-tokens.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { insertUser, type UserRow } from '../modules/users/store.js';

/** Every user built here has this password unless told otherwise. */
export const knownPassword = 'correct horse battery staple';

/** createTestApp's secret, for tests that build users without passing the app's config. */
const testSecret = 'test-secret-that-is-long-enough-for-hmac';

// One hash of the known password for the whole test file: argon2 is slow on purpose.
let knownHash: Promise<string> | undefined;

export interface BuildUserOptions extends Partial<Omit<UserRow, 'id' | 'referralCode' | 'passwordHash'>> {
  /** The app's config, so the token is signed with its secret. */
  config?: Pick<Config, 'authSecret' | 'sessionTtlSeconds'>;
  /** A password of its own; null for an account without one (made by Google or Facebook sign-in). */
  password?: string | null;
}

/**
 * Inserts a user (a customer with a unique e-mail unless told otherwise) whose password is
 * `knownPassword`, and returns it with a session token: `{ user, token }`. The session is new, so
 * with two-factor on a staff user's token must still verify a code before staff-only work.
 */
export async function buildUser(
  db: Db,
  options: BuildUserOptions = {},
): Promise<{ user: UserRow; token: string; password: string }> {
  const { config, password, ...values } = options;
  const suffix = randomBytes(4).toString('hex');
  const chosen = password === undefined ? knownPassword : password;
  const passwordHash =
    chosen === null
      ? null
      : chosen === knownPassword
        ? await (knownHash ??= hashPassword(knownPassword))
        : await hashPassword(chosen);
  const user = await insertUser(db, {
    email: `person-${suffix}@example.test`,
    firstName: 'Test',
    lastName: `Person ${suffix}`,
    role: 'CUSTOMER',
    ...values,
    passwordHash,
  });
  const sessions = createSessionTokens({
    secret: config?.authSecret ?? testSecret,
    ttlSeconds: config?.sessionTtlSeconds ?? 3600,
  });
  // A real server-side session, as a login makes: the authenticator refuses tokens without one.
  const { token } = await startSession({ db, sessions, user, client: { ip: '127.0.0.1', userAgent: 'test factory' } });
  return { user, token, password: chosen ?? '' };
}

/** `{ authorization: 'Bearer …' }` for app.inject. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
