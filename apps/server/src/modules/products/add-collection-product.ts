import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import { appendCollectionProduct, lockCollection, selectCollectionProductIds } from './collection-store.js';

const isForeignKeyViolation = (error: unknown): boolean => {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (e.code === '23503') return true;
  }
  return false;
};

/** Adds a product at the end of the collection; adding one that is already there changes nothing. */
export async function addCollectionProduct(options: {
  db: Db;
  collectionId: number;
  productId: number;
}): Promise<number[]> {
  const { db, collectionId, productId } = options;
  try {
    return await db.transaction(async (tx) => {
      if (!(await lockCollection(tx, collectionId))) throw notFound('Collection');
      await appendCollectionProduct(tx, collectionId, productId);
      return selectCollectionProductIds(tx, collectionId);
    });
  } catch (error) {
    // The collection is locked, so a missing reference can only be the product.
    if (isForeignKeyViolation(error)) {
      throw new AppError('NOT_FOUND', 'Product not found', ['productId: There is no such product.']);
    }
    throw error;
  }
}
