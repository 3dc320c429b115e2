import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { catalogueImagePaths } from './catalogue-images.js';
import { removeImageFiles } from './remove-image-files.js';
import { deleteCollectionRow, lockCollection } from './collection-store.js';

/** Deletes a collection (its products stay in the shop), then its image files. */
export async function deleteCollection(options: { db: Db; blobs: BlobStore; collectionId: number }): Promise<void> {
  const { db, blobs, collectionId } = options;
  const paths = await db.transaction(async (tx) => {
    if (!(await lockCollection(tx, collectionId))) throw notFound('Collection');
    const owned = await catalogueImagePaths(tx, { target: 'collection', id: collectionId });
    await deleteCollectionRow(tx, collectionId);
    return owned;
  });
  await removeImageFiles(blobs, paths);
}
