import type { Deps } from '../../deps.js';
import { assertEmailAvailable, createAccount } from '../users/service.js';
import { takeAttempt } from './attempt-limits.js';
import { assertPasswordAcceptable } from './check-password.js';
import { hashPassword } from './passwords.js';
import { startSession, type ClientInfo, type SignedIn } from './session.js';

/** Creates a customer account and signs it in; every attempt counts against the address's sign-up limit. */
export async function signUp(
  options: Pick<Deps, 'db' | 'sessions' | 'config'> & {
    input: { email: string; password: string; firstName: string; lastName: string };
    client: ClientInfo;
  },
): Promise<SignedIn> {
  const { db, sessions, config, input, client } = options;
  await takeAttempt({ db, config, kind: 'signup', subjects: { account: '', ip: client.ip }, field: 'email' });
  assertPasswordAcceptable(input.password);
  // Before the (deliberately slow) hashing, so a taken e-mail answers at once.
  await assertEmailAvailable(db, input.email);
  const user = await createAccount(db, {
    email: input.email,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    role: 'CUSTOMER',
  });
  return startSession({ db, sessions, user, client });
}
