import type { ImageUploadLink } from '@filmlab/api';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { findImageOwner, type ImageOwner } from './image-store.js';
import { signImageUploadLink } from './image-upload-link.js';

/** Upload links are good for a quarter of an hour: long enough for a large file on a slow connection. */
export const imageUploadLinkSeconds = 15 * 60;

const ownerName = { product: 'Product', 'product-detail': 'Product detail', collection: 'Collection' } as const;

/**
 * A signed link to upload an image of a product, a product detail or a collection. For a detail,
 * `productId` is the product in the URL: a detail of another product is "not found".
 */
export async function createImageUploadLink(options: {
  db: Db;
  config: Pick<Config, 'authSecret'>;
  owner: ImageOwner;
  productId?: number;
  now?: number;
}): Promise<ImageUploadLink> {
  const { db, config, owner } = options;
  const found = await findImageOwner(db, owner);
  if (!found || (options.productId !== undefined && found.productId !== options.productId)) {
    throw notFound(ownerName[owner.target]);
  }
  const exp = Math.floor((options.now ?? Date.now()) / 1000) + imageUploadLinkSeconds;
  return {
    url: signImageUploadLink({ secret: config.authSecret, parts: { ...owner, exp } }),
    expiresAt: new Date(exp * 1000).toISOString(),
  };
}
