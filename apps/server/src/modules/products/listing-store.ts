import type { ProductType } from '@filmlab/domain';
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { collectionProducts, productCollections } from '../../db/schema/collections.js';
import { media } from '../../db/schema/media.js';
import { productDetails, productVariants, products } from '../../db/schema/products.js';
import { collectionsVisibleTo } from './collection-visibility.js';
import { productsVisibleTo, type ProductRow } from './store.js';
import type { Viewer } from './viewer.js';

export type CollectionKey = { id: number } | { slug: string };

export interface ListingFilter {
  viewer: Viewer;
  collection?: CollectionKey | undefined;
  search?: string | undefined;
  productTypes?: readonly ProductType[] | undefined;
  ids?: number[] | undefined;
  facets?: Record<string, string[]> | undefined;
  /** Admins only: true active products, false inactive ones. */
  active?: boolean | undefined;
}

/**
 * Variants and first image as the listing query returns them: JSON built by PostgreSQL. Every
 * variant, on sale or not: the product's figures are derived from all of them (present-product.ts).
 */
export interface ListedVariant {
  id: number;
  productId: number;
  name: string;
  sku: string | null;
  price: number;
  memberPrice: number | null;
  stock: number;
  position: number;
  active: boolean;
}
export interface ListedImage {
  id: number;
  path: string;
  alt: string;
  width: number | null;
  height: number | null;
  smallPath: string | null;
  smallWidth: number | null;
}
export interface ListedProduct {
  product: ProductRow;
  variants: ListedVariant[];
  image: ListedImage | null;
}

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function collectionByKey(key: CollectionKey): SQL {
  return 'id' in key ? eq(productCollections.id, key.id) : eq(productCollections.slug, key.slug);
}

function conditions(filter: ListingFilter): SQL | undefined {
  const { viewer } = filter;
  return and(
    productsVisibleTo(viewer),
    viewer.isAdmin && filter.active !== undefined ? eq(products.active, filter.active) : undefined,
    filter.search
      ? or(ilike(products.name, likePattern(filter.search)), ilike(products.sku, likePattern(filter.search)))
      : undefined,
    filter.productTypes ? inArray(products.productType, [...filter.productTypes]) : undefined,
    filter.ids ? inArray(products.id, filter.ids) : undefined,
    // Any of the values of a facet, and every facet: {"brand":["Kodak","Ilford"]} and {"format":["35mm"]}.
    ...Object.entries(filter.facets ?? {}).map(([key, values]) =>
      or(...values.map((value) => sql`${products.filters} @> ${JSON.stringify({ [key]: [value] })}::jsonb`)),
    ),
    filter.collection ? collectionByKey(filter.collection) : undefined,
    filter.collection ? collectionsVisibleTo(viewer) : undefined,
  );
}

/**
 * SELECT fields FROM the matching products: joined to their collection when one is asked for. Both
 * shapes select the same fields, so the joined one is typed as the plain one.
 */
function selectMatching<F extends SelectedFields>(db: Db, fields: F, filter: ListingFilter) {
  const plain = db.select(fields).from(products).$dynamic();
  if (!filter.collection) return plain.where(conditions(filter));
  const joined = db
    .select(fields as SelectedFields)
    .from(collectionProducts)
    .innerJoin(products, eq(products.id, collectionProducts.productId))
    .innerJoin(productCollections, eq(productCollections.id, collectionProducts.collectionId));
  return (joined as unknown as typeof plain).where(conditions(filter));
}

/**
 * One page of products with their variants and first image, in ONE query: the page is chosen in a
 * subquery (ordered, limited, with the total count as a window), and only its rows get the JSON of
 * their variants and first image. No query per product.
 */
export async function selectProductPage(
  db: Db,
  filter: ListingFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ListedProduct[]; count: number | undefined }> {
  const order = filter.collection
    ? sql`${collectionProducts.position}, ${collectionProducts.productId}`
    : sql`lower(${products.name}), ${products.id}`;
  const fields = {
    id: products.id,
    rank: sql<number>`row_number() over (order by ${order})`.as('rank'),
    total: sql<number>`count(*) over ()`.as('total'),
  };
  const chosen = selectMatching(db, fields, filter).orderBy(order).limit(page.limit).offset(page.offset).as('page');

  // Named in full: Drizzle leaves columns unqualified in queries that read a single table.
  const productId = sql`${products}.${sql.identifier('id')}`;
  const rows = await db
    .select({
      product: products,
      total: chosen.total,
      variants: sql<ListedVariant[]>`(
        select coalesce(json_agg(json_build_object(
          'id', v.id, 'productId', v.product_id, 'name', v.name, 'sku', v.sku, 'price', v.price,
          'memberPrice', v.member_price, 'stock', v.stock, 'position', v.position, 'active', v.active
        ) order by v.position, v.id), '[]'::json)
        from ${productVariants} v
        where v.product_id = ${productId})`,
      image: sql<ListedImage | null>`(
        select json_build_object('id', m.id, 'path', m.path, 'alt', m.alt, 'width', m.width, 'height', m.height,
          'smallPath', m.small_path, 'smallWidth', m.small_width)
        from ${media} m where m.product_id = ${productId}
        order by m.position, m.id limit 1)`,
    })
    .from(chosen)
    .innerJoin(products, eq(products.id, chosen.id))
    .orderBy(asc(chosen.rank));
  const total = rows[0]?.total;
  return {
    rows: rows.map(({ product, variants, image }) => ({ product, variants, image })),
    count: total === undefined ? undefined : Number(total),
  };
}

/** How many products match; asked only when a page came back empty (past the end, or nothing matched). */
export async function countProducts(db: Db, filter: ListingFilter): Promise<number> {
  const [row] = await selectMatching(db, { value: sql<number>`count(*)`.mapWith(Number) }, filter);
  return row?.value ?? 0;
}

export async function collectionVisible(db: Db, key: CollectionKey, viewer: Viewer): Promise<boolean> {
  const rows = await db
    .select({ id: productCollections.id })
    .from(productCollections)
    .where(and(collectionByKey(key), collectionsVisibleTo(viewer)))
    .limit(1);
  return rows.length > 0;
}

/** The facets of the matching products: { key: [distinct values] }. */
export async function selectFacets(db: Db, filter: ListingFilter): Promise<Array<{ key: string; value: string }>> {
  const matchingIds = matchingProductIds(db, filter);
  const rows = await db.execute<{ key: string; value: string }>(sql`
    select distinct f.key as "key", v.value as "value"
    from ${products} p
    cross join lateral jsonb_each(p.filters) f
    cross join lateral jsonb_array_elements_text(case when jsonb_typeof(f.value) = 'array' then f.value else '[]'::jsonb end) v(value)
    where p.id in (${matchingIds})
    order by 1, 2`);
  return (rows as unknown as { rows: Array<{ key: string; value: string }> }).rows;
}

/** The filterable details of the matching products: subtitle and distinct bodies. */
export async function selectFilterableDetails(
  db: Db,
  filter: ListingFilter,
): Promise<Array<{ subtitle: string; value: string }>> {
  return db
    .selectDistinct({ subtitle: productDetails.subtitle, value: productDetails.body })
    .from(productDetails)
    .where(and(eq(productDetails.filterable, true), inArray(productDetails.productId, matchingProductIds(db, filter))))
    .orderBy(asc(productDetails.subtitle), asc(productDetails.body));
}

function matchingProductIds(db: Db, filter: ListingFilter) {
  return selectMatching(db, { id: products.id }, filter);
}
