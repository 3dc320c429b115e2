import type { ProductDetail, UpdateProductDetailBody } from '@filmlab/api';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { updateDetailRow } from './detail-store.js';
import { selectImagesOf } from './image-store.js';
import { presentDetail } from './load-product.js';
import { definedOnly } from './product-input.js';

export async function updateProductDetail(options: {
  db: Db;
  blobs: BlobStore;
  productId: number;
  detailId: number;
  changes: UpdateProductDetailBody;
}): Promise<ProductDetail> {
  const { db, blobs, productId, detailId } = options;
  const row = await updateDetailRow(db, productId, detailId, definedOnly(options.changes));
  if (!row) throw notFound('Product detail');
  return presentDetail(blobs, row, await selectImagesOf(db, { target: 'product-detail', id: detailId }));
}
