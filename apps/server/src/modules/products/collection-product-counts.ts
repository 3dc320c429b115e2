import type { Db, Tx } from '../../db/client.js';
import { visibleProductIds } from './product-service.js';
import type { Viewer } from './viewer.js';
import { selectCollectionMembers } from './collection-store.js';

/** How many of each collection's products the viewer may see (the products' own visibility rule). */
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
