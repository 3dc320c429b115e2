import { Readable } from 'node:stream';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { parseRange } from './byte-range.js';
import { selectZipDownload } from './store.js';
import { checkZipFileLink } from './zip-file-link.js';
import { readZipLayout, ZIP_LAYOUT_SUFFIX, type ZipLayout } from './zip-layout.js';

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
  const etag = `"zip-${row.id}-${size}-${row.fileKey.split('/').pop()!.split('.')[0]}"`;
  const lastModified = row.completedAt ?? row.createdAt;
  const validatorMatches =
    !options.ifRange || options.ifRange === etag || options.ifRange === lastModified.toUTCString();
  const range = validatorMatches ? parseRange(options.range, size) : 'whole';
  if (range === 'unsatisfiable') return { kind: 'unsatisfiable', size };
  const bytes = range === 'whole' ? { start: 0, end: size - 1 } : range;
  const body = await openBody(options.blobs, row.fileKey, range === 'whole' ? undefined : range);
  if (!body) throw notFound('Zip download');
  return {
    kind: 'file',
    status: range === 'whole' ? 200 : 206,
    body,
    size,
    ...bytes,
    fileName: row.fileName,
    etag,
    lastModified,
  };
}

/** The zip's bytes: read through its layout, or (prepared before layouts) its own file. */
async function openBody(
  blobs: BlobStore,
  fileKey: string,
  range: { start: number; end: number } | undefined,
): Promise<Readable | null> {
  const openRead = blobs.openRead!.bind(blobs);
  if (!fileKey.endsWith(ZIP_LAYOUT_SUFFIX)) return (await openRead(fileKey, range))?.body ?? null;
  const stored = await blobs.get(fileKey);
  if (!stored) return null;
  const layout = JSON.parse(stored.toString('utf8')) as ZipLayout;
  const openRange = async (key: string, part: { start: number; end: number }) =>
    ((await openRead(key, part))?.body as AsyncIterable<Buffer> | undefined) ?? null;
  return Readable.from(readZipLayout(layout, openRange, range), { objectMode: false });
}
