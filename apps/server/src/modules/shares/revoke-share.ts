import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { revokeShareRow } from './store.js';

/** The link stops working at once; revoking it again changes nothing. */
export async function revokeShare(options: { db: Db; userId: number; shareId: number }): Promise<void> {
  const mine = await revokeShareRow(options.db, options.userId, options.shareId, new Date());
  if (!mine) throw notFound('Share link');
}
