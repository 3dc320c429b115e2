import { Readable } from 'node:stream';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { selectScanById } from '../scans/store.js';
import { jpegWithFilmData } from './jpeg-with-film-data.js';
import { loadFilmData } from './load-film-data.js';
import { checkScanFileLink, scanFileName } from './scan-file-link.js';

/** The file behind a signed scan-file link: the hi-res as uploaded, a JPEG with its film data written in. */
export async function streamScanFile(options: {
  db: Db;
  blobs: BlobStore;
  secret: string;
  labName: string;
  scanId: number;
  exp: number;
  sig: string;
}): Promise<{ body: Readable; contentType: string; fileName: string }> {
  const { db, blobs, scanId } = options;
  checkScanFileLink(options.secret, scanId, options.exp, options.sig);
  const scan = await selectScanById(db, scanId);
  if (!scan?.hiResKey || scan.status === 'UPLOADING') throw notFound('Scan');
  const film = (await loadFilmData(db, options.labName, [scan])).get(scan.id);
  const file = blobs.openRead ? await blobs.openRead(scan.hiResKey) : null;
  const source =
    file?.body ?? (await blobs.get(scan.hiResKey).then((bytes) => (bytes ? Readable.from([bytes]) : null)));
  if (!source) throw notFound('Scan');
  const body =
    scan.contentType === 'image/jpeg' && film
      ? Readable.from(jpegWithFilmData(source as AsyncIterable<Buffer>, film))
      : source;
  return { body, contentType: scan.contentType, fileName: scanFileName(film, scan.position, scan.contentType) };
}
