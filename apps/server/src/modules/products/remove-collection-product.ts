import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { deleteCollectionProduct, lockCollection, selectCollectionProductIds } from './collection-store.js';

/** Takes a product out of the collection (the product itself stays); the others keep their order. */
export async function removeCollectionProduct(options: {
  db: Db;
  collectionId: number;
  productId: number;
}): Promise<number[]> {
  const { db, collectionId, productId } = options;
  return db.transaction(async (tx) => {
    if (!(await lockCollection(tx, collectionId))) throw notFound('Collection');
    if (!(await deleteCollectionProduct(tx, collectionId, productId))) throw notFound('Product in this collection');
    return selectCollectionProductIds(tx, collectionId);
  });
}
