import type { CatalogueImageTarget } from '@filmlab/api';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { productCollections } from '../../db/schema/collections.js';
import { media } from '../../db/schema/media.js';
import { productDetails, products } from '../../db/schema/products.js';

export type ImageRow = typeof media.$inferSelect;
type Queryable = Db | Tx;

/** Whose image it is: a product, one product detail or a collection. Images are found only through their owner. */
export interface ImageOwner {
  target: CatalogueImageTarget;
  id: number;
}

function ownedBy(owner: ImageOwner): SQL {
  if (owner.target === 'product') return eq(media.productId, owner.id);
  if (owner.target === 'product-detail') return eq(media.productDetailId, owner.id);
  return eq(media.collectionId, owner.id);
}

const ownerColumns = (owner: ImageOwner) =>
  owner.target === 'product'
    ? { productId: owner.id }
    : owner.target === 'product-detail'
      ? { productDetailId: owner.id }
      : { collectionId: owner.id };

export async function selectImagesOf(db: Queryable, owner: ImageOwner): Promise<ImageRow[]> {
  return db.select().from(media).where(ownedBy(owner)).orderBy(asc(media.position), asc(media.id));
}

/** The first image (by position) of each collection named, in one query. */
export async function selectFirstCollectionImages(
  db: Queryable,
  collectionIds: readonly number[],
): Promise<ImageRow[]> {
  if (collectionIds.length === 0) return [];
  return db
    .selectDistinctOn([media.collectionId])
    .from(media)
    .where(inArray(media.collectionId, [...collectionIds]))
    .orderBy(media.collectionId, asc(media.position), asc(media.id));
}

export async function selectImagesOfDetails(db: Queryable, detailIds: number[]): Promise<ImageRow[]> {
  if (detailIds.length === 0) return [];
  return db
    .select()
    .from(media)
    .where(inArray(media.productDetailId, detailIds))
    .orderBy(asc(media.position), asc(media.id));
}

/**
 * The owner and what its images' alt text is made of (product name, product name and detail
 * subtitle, or collection name); undefined when it does not exist. With `lock`, the owner's row is
 * locked for the rest of the transaction, so two uploads to one owner get distinct positions.
 */
export async function findImageOwner(
  db: Queryable,
  owner: ImageOwner,
  options: { lock?: boolean } = {},
): Promise<{ alt: string; productId: number | null } | undefined> {
  if (owner.target === 'product') {
    const query = db
      .select({ alt: products.name, productId: products.id })
      .from(products)
      .where(eq(products.id, owner.id));
    const [row] = options.lock ? await query.for('update') : await query;
    return row;
  }
  if (owner.target === 'product-detail') {
    const query = db
      .select({ name: products.name, subtitle: productDetails.subtitle, productId: products.id })
      .from(productDetails)
      .innerJoin(products, eq(products.id, productDetails.productId))
      .where(eq(productDetails.id, owner.id));
    const [row] = options.lock ? await query.for('update', { of: productDetails }) : await query;
    return row && { alt: `${row.name}: ${row.subtitle}`, productId: row.productId };
  }
  const query = db
    .select({ alt: productCollections.name })
    .from(productCollections)
    .where(eq(productCollections.id, owner.id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row && { alt: row.alt, productId: null };
}

export async function countImagesOf(db: Queryable, owner: ImageOwner): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)`.mapWith(Number) })
    .from(media)
    .where(ownedBy(owner));
  return row?.value ?? 0;
}

export async function insertImage(
  db: Queryable,
  owner: ImageOwner,
  fields: {
    path: string;
    alt: string;
    contentType: string;
    width: number;
    height: number;
    smallPath: string | null;
    smallWidth: number | null;
  },
): Promise<ImageRow> {
  const [row] = await db
    .insert(media)
    .values({
      ...ownerColumns(owner),
      ...fields,
      position: sql`(select coalesce(max(${media.position}) + 1, 0) from ${media} where ${ownedBy(owner)})`,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Deletes the image only when it is this owner's; another owner's path reads as missing. */
export async function deleteImageRow(db: Queryable, owner: ImageOwner, path: string): Promise<ImageRow | undefined> {
  const [row] = await db
    .delete(media)
    .where(and(ownedBy(owner), eq(media.path, path)))
    .returning();
  return row;
}
