import type { Deps } from '../../deps.js';
import { searchUsers, type UserRow } from './store.js';

/** Admin search over name, e-mail and phone, one page at a time, with the total count. */
export async function listUsers(
  options: Pick<Deps, 'db'> & { query: { query?: string | undefined; limit: number; offset: number } },
): Promise<{ rows: UserRow[]; count: number }> {
  const { query, limit, offset } = options.query;
  return searchUsers(options.db, { query, limit, offset });
}
