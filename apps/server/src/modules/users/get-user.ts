import type { Deps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { findUserById, type UserRow } from './store.js';

export async function getUser(options: Pick<Deps, 'db'> & { userId: number }): Promise<UserRow> {
  const user = await findUserById(options.db, options.userId);
  if (!user) throw notFound('User');
  return user;
}
