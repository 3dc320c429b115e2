import type { BlobStore } from '../../adapters/blobs/blob-store.js';

/**
 * Deletes stored files whose rows are already gone. Runs after the transaction committed: a file
 * left behind by a failure here is only wasted space, while a row pointing at a deleted file would
 * be a broken image.
 */
export async function removeImageFiles(blobs: BlobStore, paths: string[]): Promise<void> {
  await Promise.all(paths.map((path) => blobs.delete(path).catch(() => undefined)));
}
