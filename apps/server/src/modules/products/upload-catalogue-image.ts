import { randomUUID } from 'node:crypto';
import type { CatalogueImage, CatalogueImageTarget } from '@filmlab/api';
import sharp from 'sharp';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import { smallCopy, smallCopyPath } from './catalogue-image-copies.js';
import { countImagesOf, findImageOwner, insertImage, type ImageOwner } from './image-store.js';
import { sniffCatalogueImageType } from './image-type.js';
import { presentImage } from './present-product.js';
import { removeImageFiles } from './remove-image-files.js';

/** Shop images are stored at most this many pixels on their longer side: sharp on a 2x screen. */
export const catalogueImageMaxSide = 2000;
/** A guard against runaway scripts, not a product rule. */
export const maxImagesPerOwner = 30;
/** Refuses decompression bombs: a small file that would decode to gigabytes of pixels. */
const maxInputPixels = 50_000_000;

const folderOf: Record<CatalogueImageTarget, string> = {
  product: 'products',
  'product-detail': 'product-details',
  collection: 'collections',
};
const ownerName = { product: 'Product', 'product-detail': 'Product detail', collection: 'Collection' } as const;

const notAnImage = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only JPEG, PNG or WebP images can be uploaded', [
    'body: must be a JPEG, PNG or WebP image',
  ]);

async function reencode(data: Buffer): Promise<{ webp: Buffer; width: number; height: number }> {
  try {
    const { data: webp, info } = await sharp(data, { limitInputPixels: maxInputPixels, failOn: 'error' })
      .rotate()
      .resize(catalogueImageMaxSide, catalogueImageMaxSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { webp, width: info.width, height: info.height };
  } catch {
    throw notAnImage();
  }
}

/**
 * Checks the bytes are a JPEG, PNG or WebP, re-encodes them (turned upright, at most 2000 px, metadata
 * such as GPS position dropped) to WebP, stores the file and its small copy and adds it after the
 * owner's other images, with the owner's name as alt text.
 */
export async function uploadCatalogueImage(options: {
  db: Db;
  blobs: BlobStore;
  owner: ImageOwner;
  data: Buffer | undefined;
}): Promise<CatalogueImage> {
  const { db, blobs, owner, data } = options;
  if (!data || data.length === 0) {
    throw new AppError('BAD_REQUEST', 'Send the image file as the request body', ['body: is empty']);
  }
  if (!sniffCatalogueImageType(data)) throw notAnImage();
  if (!(await findImageOwner(db, owner))) throw notFound(ownerName[owner.target]);
  const { webp, width, height } = await reencode(data);

  const small = await smallCopy(webp, { width, height });
  const path = `${folderOf[owner.target]}/${owner.id}/${randomUUID()}.webp`;
  const smallPath = small ? smallCopyPath(path) : null;
  const stored = smallPath ? [path, smallPath] : [path];
  await Promise.all([
    blobs.put(path, webp, 'image/webp'),
    small && smallPath ? blobs.put(smallPath, small.data, 'image/webp') : undefined,
  ]);
  try {
    const row = await db.transaction(async (tx) => {
      const found = await findImageOwner(tx, owner, { lock: true });
      if (!found) throw notFound(ownerName[owner.target]);
      if ((await countImagesOf(tx, owner)) >= maxImagesPerOwner) {
        throw new AppError('CONFLICT', `At most ${maxImagesPerOwner} images each: delete one to add another.`, [
          `body: ${ownerName[owner.target]}s have at most ${maxImagesPerOwner} images; delete one to add another.`,
        ]);
      }
      return insertImage(tx, owner, {
        path,
        alt: found.alt,
        contentType: 'image/webp',
        width,
        height,
        smallPath,
        smallWidth: small?.width ?? null,
      });
    });
    return await presentImage(blobs, row);
  } catch (error) {
    await removeImageFiles(blobs, stored);
    throw error;
  }
}
