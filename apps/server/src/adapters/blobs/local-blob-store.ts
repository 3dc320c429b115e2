import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BlobTooLargeError, contentTypeForKey, type BlobStore } from './blob-store.js';
import { readLinkExpiry, signBlobUrl } from './signing.js';

const WRITE_BUFFER_BYTES = 4 * 1024 * 1024;

/** Keys are relative paths of safe segments only, so a key can never leave the blob root. */
export function isSafeBlobKey(key: string): boolean {
  return /^[a-zA-Z0-9_-][a-zA-Z0-9._-]*(\/[a-zA-Z0-9_-][a-zA-Z0-9._-]*)*$/.test(key) && key.length <= 512;
}

/**
 * Files on local disk under DATA_DIR/blobs, reached through signed, expiring URLs served by the app
 * (modules/blobs). The URLs are relative (`/api/blobs/...`) so they work from whatever origin the
 * page was opened at (localhost, 127.0.0.1, a LAN name) and the page CSP's 'self' allows them;
 * `publicUrl` makes them absolute, for a link that leaves the page (an e-mail). Each file's content
 * type is kept beside it under .meta/, a folder no key can name (key segments never start with a
 * dot). Writes go to a temporary file first and are renamed into place, so a reader never sees half
 * a file.
 */
export function createLocalBlobStore(options: { root: string; secret: string; publicUrl?: string }): BlobStore {
  const fileFor = (key: string) => {
    if (!isSafeBlobKey(key)) throw new Error(`Unsafe blob key: ${key}`);
    return path.join(options.root, key);
  };
  const metaFor = (key: string) => path.join(options.root, '.meta', `${key}.json`);
  const url = (op: 'get' | 'put', key: string, expiresInSeconds: number, ct?: string) => {
    const exp = op === 'get' ? readLinkExpiry(expiresInSeconds) : Math.floor(Date.now() / 1000) + expiresInSeconds;
    const params = new URLSearchParams({ exp: String(exp), sig: signBlobUrl(options.secret, { op, key, exp, ct }) });
    if (ct) params.set('ct', ct);
    return `${options.publicUrl ?? ''}/api/blobs/${key}?${params}`;
  };
  const temporaryFor = (file: string) => `${file}.${randomBytes(6).toString('hex')}.partial`;
  const writeMeta = async (key: string, contentType: string) => {
    await mkdir(path.dirname(metaFor(key)), { recursive: true });
    await writeFile(metaFor(key), JSON.stringify({ contentType }));
  };
  const readContentType = async (key: string) => {
    try {
      const meta = JSON.parse(await readFile(metaFor(key), 'utf8')) as { contentType?: unknown };
      if (typeof meta.contentType === 'string') return meta.contentType;
    } catch {
      // Files written before content types were recorded fall back to their extension.
    }
    return contentTypeForKey(key);
  };

  return {
    async uploadUrl(key, { contentType, expiresInSeconds = 900 }) {
      fileFor(key);
      return url('put', key, expiresInSeconds, contentType);
    },
    async readUrl(key, { expiresInSeconds = 3600 } = {}) {
      fileFor(key);
      return url('get', key, expiresInSeconds);
    },
    async put(key, data, contentType) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = temporaryFor(file);
      await writeFile(temporary, data);
      await writeMeta(key, contentType);
      await rename(temporary, file);
    },
    async putStream(key, body: Readable, { contentType, maxBytes }) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = temporaryFor(file);
      let size = 0;
      const limit = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          callback(size > maxBytes ? new BlobTooLargeError(maxBytes) : null, chunk);
        },
      });
      try {
        // Room for a few megabytes while a write is under way: the chunks that came in meanwhile go
        // down in one write, not one each (a synced roll arrives in 64 KB chunks).
        await pipeline(body, limit, createWriteStream(temporary, { highWaterMark: WRITE_BUFFER_BYTES }));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      await writeMeta(key, contentType);
      await rename(temporary, file);
      return { size };
    },
    async get(key) {
      try {
        return await readFile(fileFor(key));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR') return null;
        throw error;
      }
    },
    async openRead(key, range) {
      const file = fileFor(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        // 1 MiB reads: a big file (a TIFF, a zip) passes through streams in fewer, larger chunks.
        const body = createReadStream(file, { highWaterMark: 1024 * 1024, ...(range ?? {}) });
        return { body, contentType: await readContentType(key), size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async localFile(key) {
      const file = fileFor(key);
      try {
        return (await stat(file)).isFile() ? file : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileFor(key), { force: true });
      await rm(metaFor(key), { force: true });
    },
  };
}
