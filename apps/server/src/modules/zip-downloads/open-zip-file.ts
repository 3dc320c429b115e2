import type { Readable } from 'node:stream';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { parseRange } from './byte-range.js';
import { selectZipDownload } from './store.js';
import { checkZipFileLink } from './zip-file-link.js';

export type ZipFileAnswer =
  | {
      kind: 'file';
      status: 200 | 206;
      body: Readable;
      size: number;
      start: number;
      end: number;
      fileName: string;
      etag: string;
      lastModified: Date;
    }
  | { kind: 'unsatisfiable'; size: number };

/**
 * The finished zip behind a signed link, whole or the one byte range asked for, so a broken
 * download resumes. A range given with an If-Range that no longer matches gets the whole file.
 */
export async function openZipFile(options: {
  db: Db;
  blobs: BlobStore;
  secret: string;
  zipId: number;
  exp: number;
  sig: string;
  range?: string | undefined;
  ifRange?: string | undefined;
}): Promise<ZipFileAnswer> {
  checkZipFileLink(options.secret, options.zipId, options.exp, options.sig);
  const row = await selectZipDownload(options.db, options.zipId);
  if (!row || row.status !== 'DONE' || !row.fileKey || row.sizeBytes === null || !options.blobs.openRead) {
    throw notFound('Zip download');
  }
  const size = row.sizeBytes;
  const etag = `"zip-${row.id}-${size}-${row.fileKey.slice(-16, -4)}"`;
  const lastModified = row.completedAt ?? row.createdAt;
  const validatorMatches =
    !options.ifRange || options.ifRange === etag || options.ifRange === lastModified.toUTCString();
  const range = validatorMatches ? parseRange(options.range, size) : 'whole';
  if (range === 'unsatisfiable') return { kind: 'unsatisfiable', size };
  const bytes = range === 'whole' ? { start: 0, end: size - 1 } : range;
  const file = await options.blobs.openRead(row.fileKey, range === 'whole' ? undefined : range);
  if (!file) throw notFound('Zip download');
  return {
    kind: 'file',
    status: range === 'whole' ? 200 : 206,
    body: file.body,
    size,
    ...bytes,
    fileName: row.fileName,
    etag,
    lastModified,
  };
}
