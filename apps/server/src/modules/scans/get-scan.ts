import type { ScanDetail } from '@filmlab/api';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { selectRollById } from '../rolls/roll-service.js';
import { labelsOf } from '../tags/tag-service.js';
import { scanProgressOf } from './list-store.js';
import { presentScan } from './present-scan.js';
import { selectNeighbours, selectScan } from './store.js';

/** One scan for the gallery viewer: its files, its roll's film data and the frames around it. */
export async function getScan(options: {
  db: Db;
  blobs: BlobStore;
  /** Signs the hi-res link: the file is served with the roll's film data written in. */
  secret: string;
  userId: number;
  scanId: number;
}): Promise<ScanDetail> {
  const { db, blobs, userId, scanId } = options;
  const scan = await selectScan(db, userId, scanId);
  if (!scan || scan.status === 'UPLOADING') throw notFound('Scan');
  const [roll, labels, neighbours, progress] = await Promise.all([
    selectRollById(db, scan.filmRollId),
    labelsOf(db, 'scan', [scan.id]),
    selectNeighbours(db, scan),
    scanProgressOf(db, [scan.filmRollId]),
  ]);
  if (!roll) throw notFound('Scan');
  const scanView = await presentScan(
    { blobs, secret: options.secret },
    scan,
    { tags: labels.tags.get(scan.id) ?? [], locations: labels.locations.get(scan.id) ?? [] },
    roll,
  );
  return {
    scan: scanView,
    filmRoll: {
      id: roll.id,
      name: roll.name,
      brand: roll.brand,
      model: roll.model,
      format: roll.format,
      process: roll.process,
      frames: progress.get(roll.id)?.total ?? 0,
    },
    ...neighbours,
  };
}
