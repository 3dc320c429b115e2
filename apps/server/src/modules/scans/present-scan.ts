import type { Label, Scan } from '@filmlab/api';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import { scanFileName, signScanFileLink } from './scan-file-link.js';
import type { TargetLabels } from '../tags/tag-service.js';
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

/** What a scan's links are made with: the blob store's links for derivatives, signed file links for the full-size files. */
export interface ScanLinks {
  blobs: BlobStore;
  secret: string;
}

/**
 * The full-size files leave through the film-data route (modules/film-data): turned as the member
 * turned the frame, with its film data written in; never the stored file's own link.
 */
function fileLinks(
  secret: string,
  row: ScanRecord,
  film: { brand: string; model: string } | undefined,
): { hiRes: string | null; tiff: string | null } {
  const link = (contentType: string, file: 'hi-res' | 'tiff') =>
    signScanFileLink(secret, row.id, scanFileName(film, row.position, contentType), FILE_LINK_SECONDS, { file });
  return {
    // The hi-res is only a file once its upload is checked.
    hiRes: row.status !== 'UPLOADING' && row.hiResKey ? link(row.contentType, 'hi-res') : null,
    // The TIFF master only once its unlock is paid (modules/tiff-unlocks).
    tiff: row.unlockedAt && row.tiffKey ? link('image/tiff', 'tiff') : null,
  };
}

export async function presentScan(
  links: ScanLinks,
  row: ScanRecord,
  labels: { tags: Label[]; locations: Label[] },
  /** The roll's film, for the files' names (frame-03.jpg without it). */
  film?: { brand: string; model: string },
): Promise<Scan> {
  const { blobs } = links;
  const [thumbnail, midRes, midResOptimized] = await Promise.all([
    signedLink(blobs, row.thumbnailKey),
    signedLink(blobs, row.midResKey),
    signedLink(blobs, row.midResOptimizedKey),
  ]);
  const { hiRes, tiff } = fileLinks(links.secret, row, film);
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

export function presentScans(links: ScanLinks, rows: ScanRecord[], labels: TargetLabels): Promise<Scan[]> {
  return Promise.all(
    rows.map((row) =>
      presentScan(links, row, { tags: labels.tags.get(row.id) ?? [], locations: labels.locations.get(row.id) ?? [] }),
    ),
  );
}
