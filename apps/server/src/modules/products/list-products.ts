import type { ProductList } from '@filmlab/api';
import { SHOP_PRODUCT_TYPES, type PrintSizePrices, type ProductType } from '@filmlab/domain';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import {
  collectionVisible,
  countProducts,
  selectProductPage,
  type CollectionKey,
  type ListingFilter,
} from './listing-store.js';
import type { CatalogueCache } from './catalogue-cache.js';
import { atListPrices, sellsPrintSizes } from './list-prices.js';
import { presentImage, presentSummary } from './present-product.js';
import type { Viewer } from './viewer.js';

/** The product types behind GET /products/digital, /products/service and /products/print. */
export const productTypesOfKind = {
  digital: ['DIGITAL'],
  service: ['SERVICE_ADD_ON', 'FULFILLMENT_SERVICE_ADD_ON'],
  print: ['PRINT'],
} as const satisfies Record<string, readonly ProductType[]>;
export type ProductKind = keyof typeof productTypesOfKind;

export interface ProductListQuery {
  collection?: CollectionKey | undefined;
  search?: string | undefined;
  productType?: ProductType | undefined;
  kind?: ProductKind | undefined;
  ids?: number[] | undefined;
  filters?: Record<string, string[]> | undefined;
  shop?: boolean | undefined;
  active?: boolean | undefined;
  limit: number;
  offset: number;
}

/**
 * A page of products, each with its variants and first image: one query per page (a second only when
 * the page is empty, to count or to tell a hidden or missing collection from an empty one). Pages as
 * visitors and customers see them come from the catalogue cache when it has them; admins always read
 * the database.
 */
export async function listProducts(options: {
  db: Db;
  blobs: BlobStore;
  viewer: Viewer;
  query: ProductListQuery;
  cache?: CatalogueCache;
  /** The price list's print sizes, read when the page holds a print product (sold at the list's prices). */
  printSizes?: () => Promise<PrintSizePrices | undefined>;
}): Promise<ProductList> {
  const { cache, viewer, query } = options;
  if (!cache || viewer.isAdmin) return readProducts(options);
  return cache.read(`products:${viewer.loggedIn}:${JSON.stringify(query)}`, () => readProducts(options));
}

async function readProducts(options: {
  db: Db;
  blobs: BlobStore;
  viewer: Viewer;
  query: ProductListQuery;
  printSizes?: () => Promise<PrintSizePrices | undefined>;
}): Promise<ProductList> {
  const { db, blobs, viewer, query } = options;
  const now = new Date();
  const filter: ListingFilter = {
    viewer,
    collection: query.collection,
    search: query.search || undefined,
    productTypes: listedTypes(query, viewer),
    ids: query.ids,
    facets: query.filters,
    active: query.active,
  };
  if (filter.ids?.length === 0) return { products: [], count: 0, hasMore: false };

  const page = await selectProductPage(db, filter, { limit: query.limit, offset: query.offset });
  let count = page.count;
  if (count === undefined) {
    if (query.collection && !(await collectionVisible(db, query.collection, viewer))) throw notFound('Collection');
    count = query.offset > 0 ? await countProducts(db, filter) : 0;
  }
  const printSizes = page.rows.some(({ product }) => sellsPrintSizes(product.sku))
    ? await options.printSizes?.()
    : undefined;
  const products = await Promise.all(
    page.rows.map(async ({ product, variants, image }) =>
      presentSummary(
        product,
        atListPrices(product.sku, variants, printSizes),
        image ? [await presentImage(blobs, image)] : [],
        now,
        viewer,
      ),
    ),
  );
  return { products, count, hasMore: query.offset + products.length < count };
}

/**
 * The product types a listing may hold. A kind's route lists that kind; a type or ids asked for are
 * honoured; otherwise visitors and customers see only what the shop sells (never the lab's services,
 * which are priced in the order flows), and admins see every type unless they ask for the shop's view.
 */
export function listedTypes(
  query: Pick<ProductListQuery, 'kind' | 'productType' | 'ids' | 'shop'>,
  viewer: Viewer,
): readonly ProductType[] | undefined {
  if (query.kind)
    return productTypesOfKind[query.kind].filter((type) => !query.productType || type === query.productType);
  if (query.productType) return [query.productType];
  if (query.ids) return undefined;
  return viewer.isAdmin && !query.shop ? undefined : SHOP_PRODUCT_TYPES;
}
