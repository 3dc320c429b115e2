import type { Db, Tx } from '../../db/client.js';
import { visibleProductIds } from '../products/product-service.js';
import type { Viewer } from '../products/viewer.js';
import { selectCollectionMembers } from './store.js';

/**
 * How many of each collection's products the viewer may see: the members come from this module's
 * table, which of them are visible from the products module's service.
 */
export async function productCountsOf(options: {
  db: Db | Tx;
  viewer: Viewer;
  collectionIds: readonly number[];
}): Promise<Map<number, number>> {
  const { db, viewer, collectionIds } = options;
  const members = await selectCollectionMembers(db, collectionIds);
  const visible = await visibleProductIds({ db, viewer, productIds: members.map((member) => member.productId) });
  const counts = new Map(collectionIds.map((id) => [id, 0]));
  for (const { collectionId, productId } of members) {
    if (visible.has(productId)) counts.set(collectionId, (counts.get(collectionId) ?? 0) + 1);
  }
  return counts;
}
