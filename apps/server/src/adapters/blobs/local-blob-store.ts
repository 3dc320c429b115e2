import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlobStore } from './blob-store.js';
import { signBlobUrl } from './signing.js';

/** Keys are relative paths of safe segments only, so a key can never leave the blob root. */
export function isSafeBlobKey(key: string): boolean {
  return /^[a-zA-Z0-9_-][a-zA-Z0-9._-]*(\/[a-zA-Z0-9_-][a-zA-Z0-9._-]*)*$/.test(key) && key.length <= 512;
}

/** Files on local disk under DATA_DIR/blobs, reached through signed, expiring URLs served by the app. */
export function createLocalBlobStore(options: { root: string; publicUrl: string; secret: string }): BlobStore {
  const fileFor = (key: string) => {
    if (!isSafeBlobKey(key)) throw new Error(`Unsafe blob key: ${key}`);
    return path.join(options.root, key);
  };
  const url = (op: 'get' | 'put', key: string, expiresInSeconds: number, ct?: string) => {
    const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
    const params = new URLSearchParams({ exp: String(exp), sig: signBlobUrl(options.secret, { op, key, exp, ct }) });
    if (ct) params.set('ct', ct);
    return `${options.publicUrl}/api/blobs/${key}?${params}`;
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
    async put(key, data) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async get(key) {
      try {
        return await readFile(fileFor(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileFor(key), { force: true });
    },
  };
}
