import type { Deps } from '../../deps.js';
import { AppError, notFound } from '../../errors.js';
import type { SessionUser } from '../../http/session-user.js';
import { assertEmailFreeFor, findAccountById, updateAccountDetails, type UserRow } from '../users/service.js';
import { checkAccountPassword } from './account-password.js';
import { sendEmailChangedNotice } from './email-changed-notice.js';

type Changes = Partial<Pick<UserRow, 'firstName' | 'lastName' | 'phone' | 'email'>> & { currentPassword?: string };

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A new e-mail moves the account (and its password resets) to another mailbox, so the owner must
 * prove it is them with their password; an admin changing someone else's e-mail needs none. A wrong
 * password is a 403 (the session is fine, the change is refused) and counts against the login limits
 * of the account and address, so a stolen session cannot guess the password here either.
 */
async function assertMayChangeEmail(
  options: Pick<Deps, 'db' | 'config'> & { caller: SessionUser; user: UserRow; currentPassword?: string; ip: string },
): Promise<void> {
  const { caller, user, currentPassword } = options;
  if (caller.role === 'ADMIN' && caller.id !== user.id) return;
  if (!user.passwordHash) {
    throw new AppError(
      'BAD_REQUEST',
      'Your account has no password yet. Choose one with "Forgot your password?" first.',
      ['currentPassword: the account has no password yet'],
    );
  }
  if (!currentPassword) {
    throw new AppError('BAD_REQUEST', 'Please enter your current password to change your e-mail.', [
      'currentPassword: is required to change the e-mail',
    ]);
  }
  const checked = await checkAccountPassword({
    ...options,
    email: user.email,
    password: currentPassword,
    field: 'currentPassword',
  });
  if (!checked || checked.id !== user.id) {
    throw new AppError('FORBIDDEN', 'That password is not right.', ['currentPassword: is incorrect']);
  }
}

/**
 * Changes a person's name, phone or e-mail. Role, credits and the member flag are not reachable from
 * here. A changed e-mail needs the owner's password (above) and is told to the old address.
 */
export async function updateUser(
  options: Pick<Deps, 'db' | 'config' | 'mailer' | 'events'> & {
    caller: SessionUser;
    userId: number;
    changes: Changes;
    ip: string;
  },
): Promise<UserRow> {
  const { db, userId, changes } = options;
  const user = await findAccountById(db, userId);
  if (!user) throw notFound('User');
  const next: Parameters<typeof updateAccountDetails>[2] = {};
  if (changes.firstName !== undefined) next.firstName = changes.firstName;
  if (changes.lastName !== undefined) next.lastName = changes.lastName;
  // The contract has already checked the phone number and tidied its spaces (phoneField).
  if (changes.phone !== undefined) next.phone = changes.phone;
  const newAddress = changes.email !== undefined && !sameAddress(changes.email, user.email);
  if (newAddress) await assertMayChangeEmail({ ...options, user, currentPassword: changes.currentPassword });
  if (changes.email !== undefined && changes.email !== user.email) {
    await assertEmailFreeFor(db, changes.email, userId);
    next.email = changes.email;
  }
  if (Object.keys(next).length === 0) return user;
  const updated = await updateAccountDetails(db, userId, next);
  if (newAddress) {
    await sendEmailChangedNotice({
      ...options,
      user: updated,
      oldEmail: user.email,
      byAdmin: options.caller.id !== userId,
    });
  }
  return updated;
}
