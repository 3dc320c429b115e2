import type { Deps } from '../../deps.js';
import { emailTaken, findUserByEmail, insertUser } from '../users/store.js';
import { assertPasswordAcceptable } from './check-password.js';
import { hashPassword } from './passwords.js';
import { startSession, type SignedIn } from './session.js';

/** Creates a customer account and signs it in. */
export async function signUp(
  options: Pick<Deps, 'db' | 'sessions'> & {
    input: { email: string; password: string; firstName: string; lastName: string };
  },
): Promise<SignedIn> {
  const { db, sessions, input } = options;
  assertPasswordAcceptable(input.password);
  if (await findUserByEmail(db, input.email)) throw emailTaken();
  const user = await insertUser(db, {
    email: input.email,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    role: 'CUSTOMER',
  });
  return startSession(sessions, user);
}
