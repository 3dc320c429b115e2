import type { Label, Scan } from '@filmlab/api';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { TargetLabels } from '../tags/store.js';
import type { ScanRecord } from './store.js';

/** Read links are per file and short-lived: an hour, enough to page through a roll. */
export const FILE_LINK_SECONDS = 3600;

export const signedLink = (blobs: BlobStore, key: string | null) =>
  key ? blobs.readUrl(key, { expiresInSeconds: FILE_LINK_SECONDS }) : Promise.resolve(null);

/**
 * Width and height as the frame is shown: the stored size is the upright frame's (its EXIF orientation
 * applied), and the member's quarter turn swaps them.
 */
export function shownSize(row: { width: number | null; height: number | null; rotation: number }) {
  return row.rotation % 180 === 0 ? { width: row.width, height: row.height } : { width: row.height, height: row.width };
}

export async function presentScan(
  blobs: BlobStore,
  row: ScanRecord,
  labels: { tags: Label[]; locations: Label[] },
): Promise<Scan> {
  const [thumbnail, midRes, midResOptimized, hiRes, tiff] = await Promise.all([
    signedLink(blobs, row.thumbnailKey),
    signedLink(blobs, row.midResKey),
    signedLink(blobs, row.midResOptimizedKey),
    // The hi-res is only a file once its upload is checked.
    signedLink(blobs, row.status === 'UPLOADING' ? null : row.hiResKey),
    // The TIFF master only once its unlock is paid (modules/tiff-unlocks).
    signedLink(blobs, row.unlockedAt ? row.tiffKey : null),
  ]);
  return {
    id: row.id,
    filmRollId: row.filmRollId,
    frame: row.position,
    name: row.name,
    description: row.description,
    rotation: row.rotation,
    status: row.status,
    contentType: row.contentType,
    ...shownSize(row),
    sizeBytes: row.sizeBytes,
    thumbhash: row.thumbhash,
    files: { thumbnail, midRes, midResOptimized, hiRes, tiff },
    tiffUnlocked: row.unlockedAt !== null,
    tags: labels.tags,
    locations: labels.locations,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentScans(blobs: BlobStore, rows: ScanRecord[], labels: TargetLabels): Promise<Scan[]> {
  return Promise.all(
    rows.map((row) =>
      presentScan(blobs, row, { tags: labels.tags.get(row.id) ?? [], locations: labels.locations.get(row.id) ?? [] }),
    ),
  );
}
