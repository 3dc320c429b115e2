import type { Deps } from '../../deps.js';
import { createAccount, type UserRow } from '../users/service.js';
import { assertPasswordAcceptable } from './check-password.js';
import { hashPassword } from './passwords.js';
import { sendPasswordLink } from './send-password-link.js';

/**
 * An admin makes an account with any role. With a password the account is ready; without one the
 * person is e-mailed a link to choose their own.
 */
export async function createUser(
  options: Pick<Deps, 'db' | 'mailer' | 'config' | 'events'> & {
    input: {
      email: string;
      firstName: string;
      lastName: string;
      role: UserRow['role'];
      phone?: string | null | undefined;
      password?: string | undefined;
    };
  },
): Promise<UserRow> {
  const { db, mailer, config, events, input } = options;
  if (input.password !== undefined) assertPasswordAcceptable(input.password);
  const user = await createAccount(db, {
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    role: input.role,
    phone: input.phone ?? null,
    passwordHash: input.password === undefined ? null : await hashPassword(input.password),
  });
  if (input.password === undefined) await sendPasswordLink({ db, mailer, config, events, user, purpose: 'invite' });
  return user;
}
