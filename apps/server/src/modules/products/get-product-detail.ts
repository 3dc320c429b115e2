import type { ProductDetail } from '@filmlab/api';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { selectDetail } from './detail-store.js';
import { selectImagesOf } from './image-store.js';
import { presentDetail } from './load-product.js';
import { selectProduct } from './store.js';
import type { Viewer } from './viewer.js';

/** One detail of a product the viewer can see; a detail of another product is "not found". */
export async function getProductDetail(options: {
  db: Db;
  blobs: BlobStore;
  viewer: Viewer;
  productId: number;
  detailId: number;
}): Promise<ProductDetail> {
  const { db, blobs, viewer, productId, detailId } = options;
  if (!(await selectProduct(db, { id: productId }, viewer))) throw notFound('Product');
  const row = await selectDetail(db, productId, detailId);
  if (!row) throw notFound('Product detail');
  return presentDetail(blobs, row, await selectImagesOf(db, { target: 'product-detail', id: detailId }));
}
