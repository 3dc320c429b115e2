import { shareStatus } from '@filmlab/domain';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { hashShareCode, looksLikeShareCode } from './share-code.js';
import { prepareShareLookup, type ShareRow } from './store.js';

const lookups = new WeakMap<Db, ReturnType<typeof prepareShareLookup>>();

/** The share a code opens. Unknown, expired and revoked read the same: a 404 that shows nothing. */
export async function openShare(db: Db, code: string, now = new Date()): Promise<ShareRow> {
  if (!looksLikeShareCode(code)) throw notFound('Share link');
  let lookup = lookups.get(db);
  if (!lookup) lookups.set(db, (lookup = prepareShareLookup(db)));
  const [share] = await lookup.execute({ codeHash: hashShareCode(code) });
  if (!share || shareStatus(share, now) !== 'ACTIVE') throw notFound('Share link');
  return share;
}
