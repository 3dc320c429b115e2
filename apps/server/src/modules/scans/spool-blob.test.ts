import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import { createLocalBlobStore } from '../../adapters/blobs/local-blob-store.js';
import { BlobMissingError, SpoolTooLargeError, openBlobFile, spoolBlob } from './spool-blob.js';

const bytes = Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 251));
const sha = createHash('sha256').update(bytes).digest('hex');

function localStore() {
  return createLocalBlobStore({ root: mkdtempSync(path.join(tmpdir(), 'spool-blob-')), secret: 'x'.repeat(32) });
}

/** The same store seen as a remote one: no files on this disk to read in place. */
function remoteView(store: BlobStore): BlobStore {
  return { ...store, localFile: undefined };
}

describe('reading a stored file by path', () => {
  it('reads a local store file in place: same bytes, checksum and head, and remove() leaves it stored', async () => {
    const store = localStore();
    await store.put('scans/1/a.jpg', bytes, 'image/jpeg');
    const stored = await store.localFile!('scans/1/a.jpg');
    for (const file of [
      await spoolBlob(store, 'scans/1/a.jpg', 10_000),
      await openBlobFile(store, 'scans/1/a.jpg', 10_000),
    ]) {
      expect(file.path).toBe(stored);
      expect(file.size).toBe(bytes.length);
      expect(file.head).toEqual(bytes.subarray(0, 64));
      await file.remove();
      expect(readFileSync(stored!)).toEqual(bytes);
    }
    expect((await spoolBlob(store, 'scans/1/a.jpg', 10_000)).sha256).toBe(sha);
  });

  it('copies a file from a store without local files, and remove() deletes only the copy', async () => {
    const store = localStore();
    await store.put('scans/1/a.jpg', bytes, 'image/jpeg');
    const file = await spoolBlob(remoteView(store), 'scans/1/a.jpg', 10_000);
    expect(file.path).not.toBe(await store.localFile!('scans/1/a.jpg'));
    expect(readFileSync(file.path)).toEqual(bytes);
    expect(file.sha256).toBe(sha);
    await file.remove();
    expect(existsSync(file.path)).toBe(false);
    expect(await store.get('scans/1/a.jpg')).toEqual(bytes);
  });

  it('refuses a file over the limit, in place or copied', async () => {
    const store = localStore();
    await store.put('scans/1/a.jpg', bytes, 'image/jpeg');
    await expect(openBlobFile(store, 'scans/1/a.jpg', 2999)).rejects.toBeInstanceOf(SpoolTooLargeError);
    await expect(spoolBlob(store, 'scans/1/a.jpg', 2999)).rejects.toBeInstanceOf(SpoolTooLargeError);
    await expect(spoolBlob(remoteView(store), 'scans/1/a.jpg', 2999)).rejects.toBeInstanceOf(SpoolTooLargeError);
  });

  it('says a file never sent is missing', async () => {
    const store = localStore();
    await expect(openBlobFile(store, 'scans/1/none.jpg', 10)).rejects.toBeInstanceOf(BlobMissingError);
    await expect(spoolBlob(store, 'scans/1/none.jpg', 10)).rejects.toBeInstanceOf(BlobMissingError);
    await expect(spoolBlob(remoteView(store), 'scans/1/none.jpg', 10)).rejects.toBeInstanceOf(BlobMissingError);
  });

  it('reads a streamed upload in place once it is whole', async () => {
    const store = localStore();
    await store.putStream!('scans/1/b.jpg', Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]), {
      contentType: 'image/jpeg',
      maxBytes: 10_000,
    });
    expect((await spoolBlob(store, 'scans/1/b.jpg', 10_000)).sha256).toBe(sha);
  });
});
