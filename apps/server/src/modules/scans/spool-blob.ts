import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';

export interface SpooledFile {
  /** A temporary copy on local disk, for sharp to read by path (a stream would be buffered whole). */
  path: string;
  size: number;
  sha256: string;
  /** The first bytes, for telling the type by content. */
  head: Buffer;
  remove(): Promise<void>;
}

export class BlobMissingError extends Error {}
export class SpoolTooLargeError extends Error {}

const HEAD_BYTES = 64;

/**
 * Streams a stored file to a temporary file, hashing it (SHA-256) and counting it on the way, in
 * chunks: never the whole file in memory, whatever its size. Stops past `maxBytes`.
 */
export async function spoolBlob(blobs: BlobStore, key: string, maxBytes: number): Promise<SpooledFile> {
  const object = await blobs.openRead?.(key);
  if (!object) throw new BlobMissingError(key);
  const dir = path.join(tmpdir(), 'filmlab-scans');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${randomBytes(12).toString('hex')}${path.extname(key)}`);
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) return callback(new SpoolTooLargeError(`over ${maxBytes} bytes`));
      hash.update(chunk);
      if (headLength < HEAD_BYTES) {
        head.push(chunk.subarray(0, HEAD_BYTES - headLength));
        headLength += Math.min(chunk.length, HEAD_BYTES - headLength);
      }
      callback(null, chunk);
    },
  });
  const remove = () => rm(file, { force: true });
  try {
    await pipeline(object.body, inspect, createWriteStream(file));
  } catch (error) {
    object.body.destroy();
    await remove();
    throw error;
  }
  return { path: file, size, sha256: hash.digest('hex'), head: Buffer.concat(head), remove };
}
