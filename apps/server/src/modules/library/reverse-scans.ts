import type { FilmRoll } from '@filmlab/api';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { lockRoll } from '../rolls/roll-service.js';
import { reversePositions } from '../scans/scan-service.js';
import { presentRoll } from './present-roll.js';

/** Reverses the frame order of a roll (one scanned back to front): frame 1 becomes the last. */
export async function reverseScans(options: {
  db: Db;
  blobs: BlobStore;
  userId: number;
  rollId: number;
}): Promise<FilmRoll> {
  const { db, blobs, userId, rollId } = options;
  const row = await db.transaction(async (tx) => {
    const roll = await lockRoll(tx, userId, rollId);
    if (!roll) throw notFound('Roll');
    await reversePositions(tx, rollId);
    return roll;
  });
  return presentRoll({ db, blobs }, row);
}
