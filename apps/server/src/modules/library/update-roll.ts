import type { FilmRoll } from '@filmlab/api';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { lockRoll, updateRollRow } from '../rolls/roll-service.js';
import { refreshSearchText } from '../tags/tag-service.js';
import { presentRoll } from './present-roll.js';

export interface RollChanges {
  name?: string | null | undefined;
  notes?: string | null | undefined;
  brand?: string | undefined;
  model?: string | undefined;
  format?: string | undefined;
  process?: string | undefined;
}

/**
 * Renames and describes a roll (PUT .../film-rolls/{rollId}) or corrects its film data
 * (update-film-roll). Only the fields sent change; the scans' search words follow.
 */
export async function updateRoll(options: {
  db: Db;
  blobs: BlobStore;
  userId: number;
  rollId: number;
  changes: RollChanges;
}): Promise<FilmRoll> {
  const { db, blobs, userId, rollId } = options;
  const changes = Object.fromEntries(Object.entries(options.changes).filter(([, value]) => value !== undefined));
  const row = await db.transaction(async (tx) => {
    if (!(await lockRoll(tx, userId, rollId))) throw notFound('Roll');
    const updated = await updateRollRow(tx, rollId, changes);
    await refreshSearchText(tx, { rollIds: [rollId] });
    return updated;
  });
  return presentRoll({ db, blobs }, row);
}
