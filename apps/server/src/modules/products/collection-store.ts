import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { collectionProducts, productCollections } from '../../db/schema/collections.js';
import { collectionsVisibleTo } from './collection-visibility.js';
import type { Viewer } from './viewer.js';

export type CollectionRow = typeof productCollections.$inferSelect;
export type CollectionFields = Pick<
  typeof productCollections.$inferInsert,
  'name' | 'slug' | 'orderIndex' | 'active' | 'private' | 'description'
>;
type Queryable = Db | Tx;

export const collectionUniqueFields: Record<string, string> = {
  product_collections_name_key: 'name',
  product_collections_slug_unique: 'name',
};

export type CollectionKey = { id: number } | { slug: string } | { name: string };

function byKey(key: CollectionKey): SQL {
  if ('id' in key) return eq(productCollections.id, key.id);
  if ('slug' in key) return eq(productCollections.slug, key.slug.trim().toLowerCase());
  return sql`lower(${productCollections.name}) = ${key.name.trim().toLowerCase()}`;
}

/** Collections by orderIndex, with the count of every match. */
export async function selectCollectionPage(
  db: Queryable,
  viewer: Viewer,
  options: { active?: boolean | undefined; limit: number; offset: number },
): Promise<{ rows: CollectionRow[]; count: number | undefined }> {
  const rows = await db
    .select({ collection: productCollections, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(productCollections)
    .where(
      and(
        collectionsVisibleTo(viewer),
        viewer.isAdmin && options.active !== undefined ? eq(productCollections.active, options.active) : undefined,
      ),
    )
    .orderBy(asc(productCollections.orderIndex), asc(productCollections.id))
    .limit(options.limit)
    .offset(options.offset);
  return { rows: rows.map((row) => row.collection), count: rows[0]?.total };
}

export async function countCollections(db: Queryable, viewer: Viewer, active: boolean | undefined): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)`.mapWith(Number) })
    .from(productCollections)
    .where(
      and(
        collectionsVisibleTo(viewer),
        viewer.isAdmin && active !== undefined ? eq(productCollections.active, active) : undefined,
      ),
    );
  return row?.value ?? 0;
}

export async function selectCollection(
  db: Queryable,
  key: CollectionKey,
  viewer: Viewer,
): Promise<CollectionRow | undefined> {
  const [row] = await db
    .select()
    .from(productCollections)
    .where(and(byKey(key), collectionsVisibleTo(viewer)))
    .limit(1);
  return row;
}

/** Which products each of these collections holds. */
export async function selectCollectionMembers(
  db: Queryable,
  collectionIds: readonly number[],
): Promise<Array<{ collectionId: number; productId: number }>> {
  if (collectionIds.length === 0) return [];
  return db
    .select({ collectionId: collectionProducts.collectionId, productId: collectionProducts.productId })
    .from(collectionProducts)
    .where(inArray(collectionProducts.collectionId, [...collectionIds]));
}

/** Locks the collection for the rest of the transaction, so edits of its products run one after the other. */
export async function lockCollection(tx: Tx, collectionId: number): Promise<CollectionRow | undefined> {
  const [row] = await tx.select().from(productCollections).where(eq(productCollections.id, collectionId)).for('update');
  return row;
}

export async function nextOrderIndex(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${productCollections.orderIndex}) + 1, 0)`.mapWith(Number) })
    .from(productCollections);
  return row?.next ?? 0;
}

export async function insertCollection(db: Queryable, fields: CollectionFields): Promise<CollectionRow> {
  const [row] = await db.insert(productCollections).values(fields).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateCollectionRow(
  db: Queryable,
  collectionId: number,
  changes: Partial<CollectionFields>,
): Promise<CollectionRow | undefined> {
  const [row] = await db
    .update(productCollections)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(productCollections.id, collectionId))
    .returning();
  return row;
}

export async function deleteCollectionRow(db: Queryable, collectionId: number): Promise<CollectionRow | undefined> {
  const [row] = await db.delete(productCollections).where(eq(productCollections.id, collectionId)).returning();
  return row;
}

/** The collection's product ids in their order. */
export async function selectCollectionProductIds(db: Queryable, collectionId: number): Promise<number[]> {
  const rows = await db
    .select({ id: collectionProducts.productId })
    .from(collectionProducts)
    .where(eq(collectionProducts.collectionId, collectionId))
    .orderBy(asc(collectionProducts.position), asc(collectionProducts.productId));
  return rows.map((row) => row.id);
}

/** Appends the product; false when it was already in the collection. */
export async function appendCollectionProduct(
  db: Queryable,
  collectionId: number,
  productId: number,
): Promise<boolean> {
  const rows = await db
    .insert(collectionProducts)
    .values({
      collectionId,
      productId,
      position: sql`(select coalesce(max(${collectionProducts.position}) + 1, 0) from ${collectionProducts} where ${collectionProducts.collectionId} = ${collectionId})`,
    })
    .onConflictDoNothing()
    .returning({ id: collectionProducts.productId });
  return rows.length > 0;
}

export async function deleteCollectionProduct(
  db: Queryable,
  collectionId: number,
  productId: number,
): Promise<boolean> {
  const rows = await db
    .delete(collectionProducts)
    .where(and(eq(collectionProducts.collectionId, collectionId), eq(collectionProducts.productId, productId)))
    .returning({ id: collectionProducts.productId });
  return rows.length > 0;
}

/** Rewrites every position in one statement: each product's place in `productIds`. */
export async function writeCollectionOrder(db: Queryable, collectionId: number, productIds: number[]): Promise<void> {
  const list = sql.join(
    productIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await db
    .update(collectionProducts)
    .set({ position: sql`array_position(array[${list}]::int[], ${collectionProducts.productId}) - 1` })
    .where(eq(collectionProducts.collectionId, collectionId));
}
