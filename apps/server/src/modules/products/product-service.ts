import { and, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { products } from '../../db/schema/products.js';
import { productsVisibleTo } from './store.js';
import type { Viewer } from './viewer.js';

// What other modules may ask of the products module about its products (DESIGN.md rule 4: they
// call these, never its tables). The catalogue's images are reached through catalogue-images.ts.

/** Those of `productIds` that exist and that the viewer may see (admins every one). */
export async function visibleProductIds(options: {
  db: Db | Tx;
  viewer: Viewer;
  productIds: readonly number[];
}): Promise<Set<number>> {
  const { db, viewer } = options;
  const ids = [...new Set(options.productIds)];
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), productsVisibleTo(viewer)));
  return new Set(rows.map((row) => row.id));
}
