import { shareStatus } from '@filmlab/domain';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { hashShareCode, looksLikeShareCode } from './share-code.js';
import { selectShareByCodeHash, type ShareRow } from './store.js';

/** The share a code opens. Unknown, expired and revoked read the same: a 404 that shows nothing. */
export async function openShare(db: Db, code: string, now = new Date()): Promise<ShareRow> {
  if (!looksLikeShareCode(code)) throw notFound('Share link');
  const share = await selectShareByCodeHash(db, hashShareCode(code));
  if (!share || shareStatus(share, now) !== 'ACTIVE') throw notFound('Share link');
  return share;
}
