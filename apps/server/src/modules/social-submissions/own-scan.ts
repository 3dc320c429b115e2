import type { Db } from '../../db/client.js';
import { selectRollById } from '../rolls/roll-service.js';
import { selectScanById, type ScanRecord } from '../scans/scan-service.js';

export type ScanForSubmission = Pick<
  ScanRecord,
  'id' | 'hiResKey' | 'midResOptimizedKey' | 'thumbnailKey' | 'width' | 'height'
> & { filmBrand: string; filmModel: string };

/** One scan of this user with its roll's film, or undefined when it is not theirs. */
export async function findOwnScan(db: Db, userId: number, scanId: number): Promise<ScanForSubmission | undefined> {
  const scan = await selectScanById(db, scanId);
  if (!scan || scan.customerId !== userId) return undefined;
  const roll = await selectRollById(db, scan.filmRollId);
  if (!roll) return undefined;
  const { id, hiResKey, midResOptimizedKey, thumbnailKey, width, height } = scan;
  return {
    id,
    hiResKey,
    midResOptimizedKey,
    thumbnailKey,
    width,
    height,
    filmBrand: roll.brand,
    filmModel: roll.model,
  };
}
