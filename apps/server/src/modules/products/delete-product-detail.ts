import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { deleteDetailRow } from './detail-store.js';
import { selectImagesOf } from './image-store.js';
import { filesOf, removeImageFiles } from './remove-image-files.js';

/** Deletes a detail of this product; its image rows go with it (cascade), then their files. */
export async function deleteProductDetail(options: {
  db: Db;
  blobs: BlobStore;
  productId: number;
  detailId: number;
}): Promise<void> {
  const { db, blobs, productId, detailId } = options;
  const paths = await db.transaction(async (tx) => {
    const images = await selectImagesOf(tx, { target: 'product-detail', id: detailId });
    if (!(await deleteDetailRow(tx, productId, detailId))) throw notFound('Product detail');
    return images.flatMap(filesOf);
  });
  await removeImageFiles(blobs, paths);
}
