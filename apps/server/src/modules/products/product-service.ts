import { and, asc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { builtOnce } from '../../db/prepared.js';
import { media } from '../../db/schema/media.js';
import { productVariants, products } from '../../db/schema/products.js';
import { giveBackUnits, takeUnits, type StockLine } from './stock-store.js';
import { productsVisibleTo } from './store.js';
import type { CatalogueCache } from './catalogue-cache.js';
import type { Viewer } from './viewer.js';

// What other modules may ask of the products module about its products (DESIGN.md rule 4: they
// call these, never its tables).

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

/** The ids of the products with these skus, by sku (a sku no product has is left out). */
export async function productIdsBySku(db: Db | Tx, skus: readonly string[]): Promise<Map<string, number>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(inArray(products.sku, [...skus]));
  return new Map(rows.flatMap((row) => (row.sku === null ? [] : [[row.sku, row.id] as const])));
}

/** The product with this sku (its id and type), or undefined. */
export async function findProductBySku(
  db: Db | Tx,
  sku: string,
): Promise<Pick<CatalogueProduct, 'id' | 'productType'> | undefined> {
  const [row] = await db
    .select({ id: products.id, productType: products.productType })
    .from(products)
    .where(eq(products.sku, sku));
  return row;
}

/** The active variants of the active products of this type with these skus, cheapest first. */
export function activeVariantsOf(
  db: Db | Tx,
  wanted: { skus: readonly string[]; productType: CatalogueProduct['productType'] },
) {
  return db
    .select({
      productId: products.id,
      /** The product's sku (which print product a size belongs to). */
      sku: products.sku,
      variantId: productVariants.id,
      name: productVariants.name,
      price: productVariants.price,
      memberPrice: productVariants.memberPrice,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        inArray(products.sku, [...wanted.skus]),
        eq(products.active, true),
        eq(productVariants.active, true),
        eq(products.productType, wanted.productType),
      ),
    )
    .orderBy(asc(productVariants.price), asc(productVariants.id));
}

export type CatalogueProduct = typeof products.$inferSelect;
export type CatalogueVariant = typeof productVariants.$inferSelect;

/** The products with these ids and every variant of them: what an order's lines are priced from. */
export async function productsForPricing(options: {
  db: Db | Tx;
  productIds: readonly number[];
}): Promise<{ products: CatalogueProduct[]; variants: CatalogueVariant[] }> {
  const ids = [...new Set(options.productIds)];
  if (ids.length === 0) return { products: [], variants: [] };
  const [found, variants] = await Promise.all([
    options.db.select().from(products).where(inArray(products.id, ids)),
    options.db.select().from(productVariants).where(inArray(productVariants.productId, ids)),
  ]);
  return { products: found, variants };
}

/** How an order line shows its product: names, sku, slug and the product's first image. */
export interface LineProduct {
  productName: string;
  productType: CatalogueProduct['productType'];
  sku: string | null;
  slug: string;
  variantName: string | null;
  imagePath: string | null;
  imageAlt: string | null;
}

/**
 * One entry per `productId:variantId` pair asked for (variantId may be null), in one query; with the
 * catalogue cache, a copy kept as shop pages are (names and pictures only: no amount comes from it).
 */
export async function lineProducts(options: {
  db: Db | Tx;
  lines: ReadonlyArray<{ productId: number; productVariantId: number | null }>;
  catalogue?: Pick<CatalogueCache, 'read'> | undefined;
}): Promise<ReadonlyMap<string, LineProduct>> {
  const { catalogue } = options;
  if (!catalogue || options.lines.length === 0) return readLineProducts(options);
  const key = [...new Set(options.lines.map(lineProductKey))].sort().join(',');
  return catalogue.read(`line-products:${key}`, () => readLineProducts(options));
}

async function readLineProducts(options: {
  db: Db | Tx;
  lines: ReadonlyArray<{ productId: number; productVariantId: number | null }>;
}): Promise<Map<string, LineProduct>> {
  const { db } = options;
  const result = new Map<string, LineProduct>();
  const productIds = [...new Set(options.lines.map((line) => line.productId))];
  if (productIds.length === 0) return result;
  const variantIds = [
    ...new Set(options.lines.map((line) => line.productVariantId).filter((id): id is number => id !== null)),
  ];
  const firstImage = (column: typeof media.path | typeof media.alt) =>
    sql<
      string | null
    >`(select ${column} from ${media} where ${media.productId} = ${products.id} order by ${media.position}, ${media.id} limit 1)`;
  const [productRows, variantRows] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        productType: products.productType,
        sku: products.sku,
        slug: products.slug,
        imagePath: firstImage(media.path),
        imageAlt: firstImage(media.alt),
      })
      .from(products)
      .where(inArray(products.id, productIds)),
    variantIds.length
      ? db
          .select({ id: productVariants.id, name: productVariants.name, sku: productVariants.sku })
          .from(productVariants)
          .where(inArray(productVariants.id, variantIds))
      : Promise.resolve([]),
  ]);
  for (const line of options.lines) {
    const product = productRows.find((row) => row.id === line.productId);
    if (!product) continue;
    const variant = variantRows.find((row) => row.id === line.productVariantId);
    result.set(lineProductKey(line), {
      productName: product.name,
      productType: product.productType,
      sku: variant?.sku ?? product.sku,
      slug: product.slug,
      variantName: variant?.name ?? null,
      imagePath: product.imagePath,
      imageAlt: product.imageAlt,
    });
  }
  return result;
}

export const lineProductKey = (line: { productId: number; productVariantId: number | null }) =>
  `${line.productId}:${line.productVariantId ?? ''}`;

export type { StockLine };

/** Takes `quantity` units of the line's variant (or product) if that many are left; false when not. */
export function takeStockUnits(tx: Tx, line: StockLine): Promise<boolean> {
  return takeUnits(tx, line);
}

/** Gives back units taken with takeStockUnits. */
export function giveBackStockUnits(tx: Tx, line: StockLine): Promise<void> {
  return giveBackUnits(tx, line);
}

/** The product's name, or undefined when there is no such product. */
export async function productNameOf(db: Db | Tx, productId: number): Promise<string | undefined> {
  const [product] = await db.select({ name: products.name }).from(products).where(eq(products.id, productId));
  return product?.name;
}

// Development orders: the lab's service products their lines are billed in, and the variants of the
// add-ons a roll is ordered with (push/pull, cross processing).

const productsBySku = builtOnce('products_by_sku', (db) =>
  db
    .select({ id: products.id, sku: products.sku, productType: products.productType, price: products.price })
    .from(products)
    .where(sql`${products.sku} = any(${sql.placeholder('skus')})`),
);

/** The products with these skus (id, sku, type and price); a sku no product has is left out. */
export function findProductsBySku(
  db: Db | Tx,
  skus: readonly string[],
): Promise<Array<Pick<CatalogueProduct, 'id' | 'sku' | 'productType' | 'price'>>> {
  return productsBySku(db, { skus: [...skus] });
}

const variantsOfProducts = builtOnce('variants_of_products_by_sku', (db) =>
  db
    .select({ id: productVariants.id, sku: productVariants.sku })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(sql`${products.sku} = any(${sql.placeholder('skus')})`),
);

/** Every variant (id and sku) of the products with these skus. */
export function findVariantsOfProducts(
  db: Db | Tx,
  productSkus: readonly string[],
): Promise<Array<Pick<CatalogueVariant, 'id' | 'sku'>>> {
  return variantsOfProducts(db, { skus: [...productSkus] });
}

/**
 * The sku of the variant whose id is given (SQL: a column of another module's table), null when there
 * is none: a scalar subquery on the primary key, for a statement that stays one.
 */
export function variantSkuOf(variantId: SQLWrapper): SQL<string | null> {
  return sql<
    string | null
  >`(select ${productVariants.sku} from ${productVariants} where ${productVariants.id} = ${variantId})`;
}
