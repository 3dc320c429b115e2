import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import { readForChecksum } from '../../read-for-checksum.js';

/** A stored file on local disk, for sharp to read by path (a stream would be buffered whole). */
export interface BlobFile {
  /** The store's own file when it keeps files on this disk, else a temporary copy. */
  path: string;
  size: number;
  /** The first bytes, for telling the type by content. */
  head: Buffer;
  /** Removes the temporary copy; the store's own file is left alone. */
  remove(): Promise<void>;
}

export interface SpooledFile extends BlobFile {
  sha256: string;
}

export class BlobMissingError extends Error {}
export class SpoolTooLargeError extends Error {}

const HEAD_BYTES = 64;
const keep = async () => {};

/** Counts, hashes and keeps the first bytes of what passes; stops past `maxBytes`. */
function inspector(maxBytes: number) {
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const stream = new Transform({
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
  return { stream, result: () => ({ size, sha256: hash.digest('hex'), head: Buffer.concat(head) }) };
}

/**
 * Size, SHA-256 and first bytes of a file on this disk, read into reused buffers (read-for-checksum.ts):
 * a synced roll is checked as fast as it arrives, without a new buffer (and its garbage) per chunk.
 */
async function inspectFile(key: string, file: string, maxBytes: number) {
  const chunks = await readForChecksum(file);
  if (!chunks) throw new BlobMissingError(key);
  const hash = createHash('sha256');
  let head: Buffer | null = null;
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.length;
    if (size > maxBytes) throw new SpoolTooLargeError(`over ${maxBytes} bytes`);
    head ??= Buffer.from(chunk.subarray(0, HEAD_BYTES));
    hash.update(chunk);
  }
  return { size, sha256: hash.digest('hex'), head: head ?? Buffer.alloc(0) };
}

/** A file the store named and that went before it was read is as missing as one never sent. */
async function missingIfGone<T>(key: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BlobMissingError(key);
    throw error;
  }
}

/**
 * The stored file to read by path, without its checksum. A local store's file is read where it is
 * (a 600 MB print file is not copied first); another store's is streamed to a temporary file.
 */
export async function openBlobFile(blobs: BlobStore, key: string, maxBytes: number): Promise<BlobFile> {
  const local = await blobs.localFile?.(key);
  if (!local) return spoolBlob(blobs, key, maxBytes);
  return missingIfGone(key, async () => {
    const { size } = await stat(local);
    if (size > maxBytes) throw new SpoolTooLargeError(`over ${maxBytes} bytes`);
    const handle = await open(local, 'r');
    try {
      const head = Buffer.alloc(Math.min(HEAD_BYTES, size));
      await handle.read(head, 0, head.length, 0);
      return { path: local, size, head, remove: keep };
    } finally {
      await handle.close();
    }
  });
}

/**
 * The stored file to read by path, with its SHA-256, counted and hashed in chunks: never the whole
 * file in memory, whatever its size. A local store's file is hashed where it is; another store's is
 * streamed to a temporary file on the way. Stops past `maxBytes`.
 */
export async function spoolBlob(blobs: BlobStore, key: string, maxBytes: number): Promise<SpooledFile> {
  const local = await blobs.localFile?.(key);
  if (local) return { path: local, ...(await inspectFile(key, local, maxBytes)), remove: keep };
  const object = await blobs.openRead?.(key);
  if (!object) throw new BlobMissingError(key);
  const dir = path.join(tmpdir(), 'filmlab-scans');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${randomBytes(12).toString('hex')}${path.extname(key)}`);
  const inspect = inspector(maxBytes);
  const remove = () => rm(file, { force: true });
  try {
    await pipeline(object.body, inspect.stream, createWriteStream(file));
  } catch (error) {
    object.body.destroy();
    await remove();
    throw error;
  }
  return { path: file, ...inspect.result(), remove };
}
