import type { SharedScans } from '@filmlab/api';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { selectRollsByIds, type RollRecord } from '../rolls/roll-service.js';
import { shownSize, signedLink } from '../scans/present-scan.js';
import { selectUploadedScansOf } from '../scans/scan-service.js';
import type { ProcessCache } from '../../cache/process-cache.js';
import { libraryTag } from '../rolls/library-cache.js';
import { openShare } from './open-share.js';
import { selectShareScanIds, type ShareRow } from './store.js';

const filmOf = (roll: RollRecord | undefined) => ({
  brand: roll?.brand ?? '',
  model: roll?.model ?? '',
  format: roll?.format ?? '',
  process: roll?.process ?? '',
});

const filmName = (film: { brand: string; model: string }) => `${film.brand} ${film.model}`.trim();

/** "Kodak Portra 400 · 2 frames", or "5 frames on 2 films". */
function titleOf(count: number, films: string[]): string {
  const frames = `${count} frame${count === 1 ? '' : 's'}`;
  if (films.length === 1 && films[0]) return `${films[0]} · ${frames}`;
  return films.length > 1 ? `${frames} on ${films.length} films` : frames;
}

/** A share's page as a visitor sees it, and the key of the frame its link preview shows. */
export interface SharedPage {
  page: SharedScans;
  previewKey: string | null;
}

/** The frames and title of a share: the part of its page that changes only with the member's library. */
async function loadSharedPage(db: Db, blobs: BlobStore, labName: string, share: ShareRow): Promise<SharedPage> {
  const ids = await selectShareScanIds(db, share.id);
  const rows = new Map((await selectUploadedScansOf(db, share.userId, ids)).map((row) => [row.id, row]));
  const ordered = ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [row] : [];
  });
  const rolls = new Map(
    (await selectRollsByIds(db, [...new Set(ordered.map((row) => row.filmRollId))])).map((roll) => [roll.id, roll]),
  );
  const scans = await Promise.all(
    ordered.map(async (row) => {
      const [thumbnail, midRes, midResOptimized] = await Promise.all([
        signedLink(blobs, row.thumbnailKey),
        signedLink(blobs, row.midResKey),
        signedLink(blobs, row.midResOptimizedKey),
      ]);
      return {
        id: row.id,
        frame: row.position,
        name: row.name,
        description: row.description,
        ...shownSize(row),
        thumbhash: row.thumbhash,
        files: { thumbnail, midRes, midResOptimized },
        film: filmOf(rolls.get(row.filmRollId)),
      };
    }),
  );
  const films = [...new Set(scans.map((scan) => filmName(scan.film)).filter(Boolean))];
  return {
    page: {
      title: titleOf(scans.length, films),
      description: `Film photographs shared from ${labName}${films.length > 0 ? `, shot on ${films.join(', ')}` : ''}.`,
      scans,
      allowDownload: share.allowDownload,
      expiresAt: share.expiresAt?.toISOString() ?? null,
    },
    previewKey: ordered.find((row) => row.midResKey)?.midResKey ?? null,
  };
}

/**
 * What /shared-scans/{code} shows a visitor: the shared frames only, at screen size, with their
 * film. Nothing names the member or leads to their other scans. The share itself is read on every
 * request, so an expired or revoked link stops at once; its page may come from `cache`, the
 * library's per-process copies tagged with the member (dropped by any change to their library;
 * the signed links inside outlive the copy by far). A share's download choice and expiry never
 * change after it is made, and they are in the key all the same. A cached page is the same object on
 * every hit, so the route can serialize it once.
 */
export async function openSharedPage(options: {
  db: Db;
  blobs: BlobStore;
  labName: string;
  code: string;
  cache?: ProcessCache;
}): Promise<SharedPage & { share: ShareRow }> {
  const { db, blobs, cache } = options;
  const share = await openShare(db, options.code);
  const load = () => loadSharedPage(db, blobs, options.labName, share);
  const key = `shared|${share.id}|${share.allowDownload}|${share.expiresAt?.getTime() ?? ''}`;
  const shared = cache ? await cache.read(key, load, libraryTag(share.userId)) : await load();
  return { ...shared, share };
}

export async function readSharedScans(options: Parameters<typeof openSharedPage>[0]): Promise<SharedScans> {
  return (await openSharedPage(options)).page;
}
