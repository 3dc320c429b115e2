import { and, asc, eq, inArray, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { collectionProducts } from '../../db/schema/collections.js';
import { productVariants, products } from '../../db/schema/products.js';
import type { Viewer } from './viewer.js';

export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;
export type ProductFields = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type VariantFields = Omit<typeof productVariants.$inferInsert, 'id' | 'productId' | 'createdAt'>;
type Queryable = Db | Tx;

/** Constraint names of the products tables, by the field a person typed. */
export const productUniqueFields: Record<string, string> = {
  products_name_key: 'name',
  products_slug_unique: 'slug',
  products_sku_unique: 'sku',
  product_variants_sku_unique: 'variants.sku',
};

/** Admins see everything; others see active products whose visibility is not NONE. */
export function productsVisibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.isAdmin) return undefined;
  return and(eq(products.active, true), ne(products.visibility, 'NONE'));
}

/**
 * The same rule over a products table alias, for correlated subqueries where Drizzle would leave the
 * columns unqualified: true for admins.
 */
export function productAliasVisibleTo(viewer: Viewer, alias: string): SQL {
  if (viewer.isAdmin) return sql`true`;
  const p = sql.identifier(alias);
  return sql`(${p}.active and ${p}.visibility <> 'NONE')`;
}

export type ProductKey = { id: number } | { slug: string } | { name: string };

function byKey(key: ProductKey): SQL {
  if ('id' in key) return eq(products.id, key.id);
  if ('slug' in key) return eq(products.slug, key.slug);
  // The same expression as the unique index products_name_key, so the lookup uses it.
  return sql`lower(replace(${products.name}, '-', ' ')) = lower(replace(${key.name.trim()}, '-', ' '))`;
}

export async function selectProduct(db: Queryable, key: ProductKey, viewer: Viewer): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(byKey(key), productsVisibleTo(viewer)))
    .limit(1);
  return row;
}

/** Locks the product for the rest of the transaction, so two edits of one product run one after the other. */
export async function lockProduct(tx: Tx, productId: number): Promise<ProductRow | undefined> {
  const [row] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
  return row;
}

export async function selectVariants(db: Queryable, productId: number, viewer: Viewer): Promise<VariantRow[]> {
  return db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), viewer.isAdmin ? undefined : eq(productVariants.active, true)))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
}

export async function selectCollectionIdsOf(db: Queryable, productId: number): Promise<number[]> {
  const rows = await db
    .select({ id: collectionProducts.collectionId })
    .from(collectionProducts)
    .where(eq(collectionProducts.productId, productId))
    .orderBy(asc(collectionProducts.collectionId));
  return rows.map((row) => row.id);
}

/**
 * `base`, or the first of base-2, base-3... that no other product has: a slug made from a name is
 * unique, as every /products/{slug} leads to one product.
 */
export async function freeSlug(db: Queryable, base: string, productId?: number): Promise<string> {
  const rows = await db
    .select({ slug: products.slug })
    .from(products)
    .where(
      and(
        or(eq(products.slug, base), like(products.slug, `${base}-%`)),
        productId === undefined ? undefined : ne(products.id, productId),
      ),
    );
  const taken = new Set(rows.map((row) => row.slug));
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

export async function insertProduct(db: Queryable, fields: ProductFields): Promise<ProductRow> {
  const [row] = await db.insert(products).values(fields).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateProductRow(
  db: Queryable,
  productId: number,
  changes: Partial<ProductFields>,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(products.id, productId))
    .returning();
  return row;
}

export async function insertVariants(
  db: Queryable,
  productId: number,
  variants: VariantFields[],
): Promise<VariantRow[]> {
  if (variants.length === 0) return [];
  return db
    .insert(productVariants)
    .values(variants.map((variant) => ({ ...variant, productId })))
    .returning();
}

export async function updateVariantRow(
  db: Queryable,
  productId: number,
  variantId: number,
  changes: Partial<VariantFields>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db
    .update(productVariants)
    .set(changes)
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
}

export async function deleteVariantRows(db: Queryable, productId: number, variantIds: number[]): Promise<void> {
  if (variantIds.length === 0) return;
  await db
    .delete(productVariants)
    .where(and(eq(productVariants.productId, productId), inArray(productVariants.id, variantIds)));
}

/** The next free variant position of a product. */
export async function nextVariantPosition(db: Queryable, productId: number): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${productVariants.position}) + 1, 0)`.mapWith(Number) })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  return row?.next ?? 0;
}
