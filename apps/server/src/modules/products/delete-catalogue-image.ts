import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { deleteImageRow, findImageOwner, type ImageOwner } from './image-store.js';
import { filesOf, removeImageFiles } from './remove-image-files.js';

/**
 * Deletes one image by its path, only when it is this owner's: a path of another product, detail or
 * collection (or no image at all) is "not found", and no file is touched. For a detail, `productId`
 * is the product in the URL and must be the detail's.
 */
export async function deleteCatalogueImage(options: {
  db: Db;
  blobs: BlobStore;
  owner: ImageOwner;
  productId?: number;
  path: string;
}): Promise<void> {
  const { db, blobs, owner, path } = options;
  if (options.productId !== undefined) {
    const found = await findImageOwner(db, owner);
    if (!found || found.productId !== options.productId) throw notFound('Product detail');
  }
  const row = await deleteImageRow(db, owner, path);
  if (!row) throw notFound('Image');
  await removeImageFiles(blobs, filesOf(row));
}
