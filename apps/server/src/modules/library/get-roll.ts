import type { FilmRollDetail } from '@filmlab/api';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { contactSheetAccessFor, selectRoll } from '../rolls/roll-service.js';
import { presentRoll } from './present-roll.js';

/** One roll of the member's, and whether its contact sheet is theirs to have. */
export async function getRoll(options: {
  db: Db;
  blobs: BlobStore;
  userId: number;
  rollId: number;
  viewerIsStaff: boolean;
  /** The lab lets members upload frames to their own rolls. */
  memberUploads: boolean;
}): Promise<FilmRollDetail> {
  const { db, blobs, userId, rollId } = options;
  const row = await selectRoll(db, userId, rollId);
  if (!row) throw notFound('Roll');
  const [roll, access] = await Promise.all([
    presentRoll({ db, blobs }, row),
    contactSheetAccessFor({ db, viewerIsStaff: options.viewerIsStaff, roll: row }),
  ]);
  return {
    ...roll,
    contactSheet: access.allowed ? { available: true, reason: null } : { available: false, reason: access.reason },
    canUpload: row.pickUpId !== null && (options.viewerIsStaff || options.memberUploads),
  };
}
