import type { CreateProductDetailBody, ProductDetail } from '@filmlab/api';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { insertDetail } from './detail-store.js';
import { presentDetail } from './load-product.js';
import { lockProduct } from './store.js';

/** Adds a detail section to a product, after its others unless a position is given. */
export async function createProductDetail(options: {
  db: Db;
  blobs: BlobStore;
  productId: number;
  input: CreateProductDetailBody;
}): Promise<ProductDetail> {
  const { db, blobs, productId, input } = options;
  return db.transaction(async (tx) => {
    if (!(await lockProduct(tx, productId))) throw notFound('Product');
    const row = await insertDetail(tx, productId, input);
    return presentDetail(blobs, row, []);
  });
}
