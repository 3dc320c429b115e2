import { signupBody } from '@filmlab/api';
import type { Role } from '@filmlab/domain';
import type { EventBus } from '../adapters/events/event-bus.js';
import type { Db } from '../db/client.js';
import { AppError } from '../errors.js';
import { assertPasswordAcceptable } from '../modules/auth/check-password.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { revokeUserSessions } from '../modules/auth/session-store.js';
import { userCacheFor } from '../modules/users/user-cache.js';
import {
  createAccount,
  findAccountByEmail,
  setAccountRole,
  setPasswordHash,
  type UserRow,
} from '../modules/users/service.js';

export interface CreateAdminResult {
  /** created: a new account; promoted: an existing account of another role; updated: an admin's new password. */
  action: 'created' | 'promoted' | 'updated';
  previousRole: Role | null;
  user: UserRow;
}

/**
 * The operator's first admin (`npm run create-admin`): makes the account, or gives an existing one
 * the ADMIN role, with this password, checked by the same rules as a sign-up. A new password on an
 * existing account ends its sessions, as a password change does; with `events` (PostgreSQL's bus) the
 * running app processes drop their copies of the account at once, not within USER_CACHE_TTL_MS.
 */
export async function createAdmin(options: {
  db: Db;
  events?: EventBus;
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}): Promise<CreateAdminResult> {
  const { db } = options;
  const email = signupBody.shape.email.safeParse(options.email);
  if (!email.success) {
    throw new AppError('BAD_REQUEST', 'Please give an e-mail address', [
      `email: ${email.error.issues[0]?.message ?? 'is not valid'}`,
    ]);
  }
  assertPasswordAcceptable(options.password);
  const passwordHash = await hashPassword(options.password);
  const result = await db.transaction(async (tx) => {
    const existing = await findAccountByEmail(tx, email.data);
    if (!existing) {
      const user = await createAccount(tx, {
        email: email.data,
        passwordHash,
        firstName: options.firstName ?? '',
        lastName: options.lastName ?? '',
        role: 'ADMIN',
      });
      return { action: 'created' as const, previousRole: null, user };
    }
    if (existing.role !== 'ADMIN') await setAccountRole(tx, existing.id, 'ADMIN');
    await revokeUserSessions(tx, existing.id, new Date());
    const user = await setPasswordHash(tx, existing.id, passwordHash);
    return {
      action: existing.role === 'ADMIN' ? ('updated' as const) : ('promoted' as const),
      previousRole: existing.role,
      user,
    };
  });
  if (options.events && result.action !== 'created')
    await userCacheFor(options.events).changed([String(result.user.id)]);
  return result;
}
