import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { productDetails } from '../../db/schema/products.js';

export type DetailRow = typeof productDetails.$inferSelect;
export type DetailFields = Pick<typeof productDetails.$inferInsert, 'subtitle' | 'body' | 'filterable' | 'position'>;
type Queryable = Db | Tx;

export async function selectDetailsOf(db: Queryable, productId: number): Promise<DetailRow[]> {
  return db
    .select()
    .from(productDetails)
    .where(eq(productDetails.productId, productId))
    .orderBy(asc(productDetails.position), asc(productDetails.id));
}

/** Only when the detail belongs to this product: another product's detail id reads as missing. */
export async function selectDetail(db: Queryable, productId: number, detailId: number): Promise<DetailRow | undefined> {
  const [row] = await db
    .select()
    .from(productDetails)
    .where(and(eq(productDetails.id, detailId), eq(productDetails.productId, productId)))
    .limit(1);
  return row;
}

export async function insertDetail(
  db: Queryable,
  productId: number,
  fields: Omit<DetailFields, 'position'> & { position?: number | undefined },
): Promise<DetailRow> {
  const [row] = await db
    .insert(productDetails)
    .values({
      productId,
      ...fields,
      position:
        fields.position ??
        sql`(select coalesce(max(${productDetails.position}) + 1, 0) from ${productDetails} where ${productDetails.productId} = ${productId})`,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateDetailRow(
  db: Queryable,
  productId: number,
  detailId: number,
  changes: Partial<DetailFields>,
): Promise<DetailRow | undefined> {
  if (Object.keys(changes).length === 0) return selectDetail(db, productId, detailId);
  const [row] = await db
    .update(productDetails)
    .set(changes)
    .where(and(eq(productDetails.id, detailId), eq(productDetails.productId, productId)))
    .returning();
  return row;
}

export async function deleteDetailRow(
  db: Queryable,
  productId: number,
  detailId: number,
): Promise<DetailRow | undefined> {
  const [row] = await db
    .delete(productDetails)
    .where(and(eq(productDetails.id, detailId), eq(productDetails.productId, productId)))
    .returning();
  return row;
}
