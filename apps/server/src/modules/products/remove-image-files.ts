import type { BlobStore } from '../../adapters/blobs/blob-store.js';

/** The files of an image: the picture and its small copy. */
export const filesOf = (image: { path: string; smallPath: string | null }): string[] =>
  image.smallPath ? [image.path, image.smallPath] : [image.path];

/**
 * Deletes stored files whose rows are already gone. Runs after the transaction committed: a file
 * left behind by a failure here is only wasted space, while a row pointing at a deleted file would
 * be a broken image.
 */
export async function removeImageFiles(blobs: BlobStore, paths: string[]): Promise<void> {
  await Promise.all(paths.map((path) => blobs.delete(path).catch(() => undefined)));
}
