import type { Deps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { emailBelongsToSomeoneElse, emailTaken, findUserById, updateUserRow, type UserRow } from './store.js';

/** Changes a person's name, phone or e-mail. Role, credits and the member flag are not reachable from here. */
export async function updateUser(
  options: Pick<Deps, 'db'> & {
    userId: number;
    changes: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'phone' | 'email'>>;
  },
): Promise<UserRow> {
  const { db, userId, changes } = options;
  const user = await findUserById(db, userId);
  if (!user) throw notFound('User');
  const next: Parameters<typeof updateUserRow>[2] = {};
  if (changes.firstName !== undefined) next.firstName = changes.firstName;
  if (changes.lastName !== undefined) next.lastName = changes.lastName;
  // The contract has already normalised the phone number (phoneField).
  if (changes.phone !== undefined) next.phone = changes.phone;
  if (changes.email !== undefined && changes.email !== user.email) {
    if (await emailBelongsToSomeoneElse(db, changes.email, userId)) throw emailTaken();
    next.email = changes.email;
  }
  if (Object.keys(next).length === 0) return user;
  return updateUserRow(db, userId, next);
}
