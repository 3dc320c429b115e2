import { Readable } from 'node:stream';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { selectScanById } from '../scans/scan-service.js';
import { filmOnly } from './film-data.js';
import { loadFilmData } from './load-film-data.js';
import { outgoingBytes, outgoingParts, storedFileOf } from './outgoing-file.js';
import { checkScanFileLink, scanFileName, type ScanFileKind, type ScanFileScope } from '../scans/scan-file-link.js';

/** The lab's choices for files that leave it (config). */
export interface FileSettings {
  labName: string;
  timeZone: string;
  keepScannerExif: boolean;
}

/**
 * The file behind a signed scan-file link: the hi-res as uploaded (or the unlocked TIFF master), turned as the member turned it
 * (outgoing-file.ts), a JPEG with its film data written in; a visitor's link (scope 'film') leaves
 * the member's tags, places and notes out.
 */
export async function streamScanFile(options: {
  db: Db;
  blobs: BlobStore;
  secret: string;
  settings: FileSettings;
  scanId: number;
  fileName: string;
  exp: number;
  sig: string;
  scope: ScanFileScope;
  file: ScanFileKind;
}): Promise<{ body: Readable; contentType: string; fileName: string }> {
  const { db, blobs, scanId, settings } = options;
  checkScanFileLink(options.secret, {
    scanId,
    fileName: options.fileName,
    exp: options.exp,
    sig: options.sig,
    scope: options.scope,
    file: options.file,
  });
  const scan = await selectScanById(db, scanId);
  if (!scan || scan.status === 'UPLOADING') throw notFound('Scan');
  // The TIFF master only while its unlock stands (modules/tiff-unlocks).
  const key = options.file === 'tiff' ? (scan.unlockedAt ? scan.tiffKey : null) : scan.hiResKey;
  const stored = key ? { key, contentType: options.file === 'tiff' ? 'image/tiff' : scan.contentType } : null;
  if (!stored) throw notFound('Scan');
  const loaded = (await loadFilmData(db, settings.labName, [scan])).get(scan.id);
  const film = loaded && options.scope === 'film' ? filmOnly(loaded) : loaded;
  const file = storedFileOf(blobs, stored.key, stored.contentType);
  if ((await file.size().catch(() => null)) === null) throw notFound('Scan');
  const parts = await outgoingParts(
    file,
    film
      ? { film, rotation: scan.rotation, timeZone: settings.timeZone, keepScannerExif: settings.keepScannerExif }
      : null,
  );
  return {
    body: Readable.from(outgoingBytes(parts)),
    contentType: stored.contentType,
    fileName: scanFileName(film, scan.position, stored.contentType),
  };
}

export const fileSettingsOf = (config: { labName: string; labTimeZone: string; keepScannerExif: boolean }) => ({
  labName: config.labName,
  timeZone: config.labTimeZone,
  keepScannerExif: config.keepScannerExif,
});
