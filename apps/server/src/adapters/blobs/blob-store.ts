import type { Readable } from 'node:stream';

/** A stored file opened for reading. */
export interface BlobObject {
  body: Readable;
  contentType: string;
  size: number;
}

/** Bytes start..end of a file, both inclusive, as HTTP Range counts them. */
export interface ByteRange {
  start: number;
  end: number;
}

/** Where uploaded and generated files live (DESIGN.md rule 5). */
export interface BlobStore {
  /**
   * A URL to PUT the file to, valid for `expiresInSeconds`: for a browser unless `browser` is false
   * (a scanning station), which an S3 bucket without a CORS rule for the site refuses (AppError).
   */
  uploadUrl(
    key: string,
    options: { contentType: string; expiresInSeconds?: number; browser?: boolean },
  ): Promise<string>;
  /**
   * Checks the store before the app starts (S3: the bucket is there and ours, its CORS rule set or
   * said); returns lines for the start's log, throws BlobStoreStartError with what to set.
   */
  prepare?(options: { siteOrigin: string }): Promise<string[]>;
  /** A URL the browser may GET the file from, valid for `expiresInSeconds`. */
  readUrl(key: string, options?: { expiresInSeconds?: number }): Promise<string>;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /**
   * Streams a stored file with its content type, or null when there is none. With `range`, only
   * bytes start..end (inclusive, within the file) are streamed; `size` stays the whole file's.
   */
  openRead?(key: string, range?: ByteRange): Promise<BlobObject | null>;
  /**
   * The stored file's own path when the store keeps its files on this machine's disk (the local
   * store), for image work to read in place instead of copying it first; null when there is no such
   * file. A caller only reads it: the file stays the store's.
   */
  localFile?(key: string): Promise<string | null>;
  /**
   * Streams a file in without holding it in memory, refusing more than `maxBytes`
   * (BlobTooLargeError). The local store has it for uploads to its signed URLs; with S3 the
   * browser uploads to the bucket directly.
   */
  putStream?(
    key: string,
    body: Readable,
    options: { contentType: string; maxBytes: number },
  ): Promise<{ size: number }>;
}

export class BlobTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
    this.name = 'BlobTooLargeError';
  }
}

const contentTypeByExtension: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  pdf: 'application/pdf',
  zip: 'application/zip',
  json: 'application/json',
  csv: 'text/csv',
  txt: 'text/plain',
};

/** A best guess from the key's extension, for files stored without a recorded content type. */
export function contentTypeForKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return contentTypeByExtension[extension] ?? 'application/octet-stream';
}
