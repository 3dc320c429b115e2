import type { FilmRoll } from '@filmlab/api';
import { ROLL_STRIP_THUMBNAILS } from '@filmlab/domain';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import type { RollRecord } from '../rolls/roll-service.js';
import { scanProgressOf, shownSize, signedLink, thumbnailStripsOf } from '../scans/scan-service.js';
import { labelsOf } from '../tags/tag-service.js';

const noProgress = { total: 0, ready: 0, processing: 0, failed: 0 };

/**
 * Rolls as the library shows them: labels, progress and the strip of first frames, read for the
 * whole page at once (three queries side by side, whatever the page size).
 */
export async function presentRolls(deps: { db: Db; blobs: BlobStore }, rows: RollRecord[]): Promise<FilmRoll[]> {
  const ids = rows.map((row) => row.id);
  const [labels, progress, strips] = await Promise.all([
    labelsOf(deps.db, 'roll', ids),
    scanProgressOf(deps.db, ids),
    thumbnailStripsOf(deps.db, ids, ROLL_STRIP_THUMBNAILS),
  ]);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      customerId: row.customerId,
      orderId: row.orderId,
      pickUpId: row.pickUpId,
      name: row.name,
      notes: row.notes,
      brand: row.brand,
      model: row.model,
      format: row.format,
      process: row.process,
      stage: row.status,
      scanQuality: row.scanQuality,
      createdAt: row.createdAt.toISOString(),
      tags: labels.tags.get(row.id) ?? [],
      locations: labels.locations.get(row.id) ?? [],
      scans: progress.get(row.id) ?? noProgress,
      thumbnails: await Promise.all(
        (strips.get(row.id) ?? []).map(async (frame) => ({
          scanId: frame.id,
          frame: frame.position,
          url: await signedLink(deps.blobs, frame.thumbnailKey),
          thumbhash: frame.thumbhash,
          ...shownSize(frame),
        })),
      ),
    })),
  );
}

export async function presentRoll(deps: { db: Db; blobs: BlobStore }, row: RollRecord): Promise<FilmRoll> {
  const [roll] = await presentRolls(deps, [row]);
  if (!roll) throw new Error('presenting one roll gave none');
  return roll;
}
