import pMap from 'p-map';
import { collectionSlug, productFigures, productSlug } from '@filmlab/domain';
import { eq } from 'drizzle-orm';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../client.js';
import { collectionProducts, productCollections } from '../schema/collections.js';
import { media } from '../schema/media.js';
import { papers } from '../schema/prints.js';
import { productDetails, productVariants, products } from '../schema/products.js';
import { smallCopy, smallCopyPath } from '../../modules/products/catalogue-image-copies.js';
import { DEMO_CATALOGUE } from './catalogue-data.js';
import { DEMO_LOOSE_PRODUCTS, DEMO_PAPERS } from './catalogue-prints.js';
import type { CatalogueProduct } from './catalogue-types.js';
import { BANNER_SIZE, PRODUCT_IMAGE_SIZE, renderCollectionBanner, renderProductArt } from './product-art.js';

const PRODUCT_PICTURE = { width: PRODUCT_IMAGE_SIZE, height: PRODUCT_IMAGE_SIZE };
const DAY_MS = 24 * 3600 * 1000;
const inDays = (days: number | undefined, now: number) => (days === undefined ? null : new Date(now + days * DAY_MS));

/** A product's rows (product, variants, details), without its picture; null when it exists. */
async function insertProductRows(db: Db, product: CatalogueProduct): Promise<number | null> {
  const now = Date.now();
  const [first] = product.variants;
  if (!first) throw new Error(`${product.name} has no variant`);
  // The product's own figures are its variants' (the first is the default), as the products module keeps them.
  const figures = productFigures(
    first,
    product.variants.map((variant, position) => ({ ...variant, id: position, position, active: true })),
    0,
  );
  const [created] = await db
    .insert(products)
    .values({
      name: product.name,
      sku: product.sku,
      slug: productSlug(product.name),
      productType: product.productType ?? 'PRODUCT',
      visibility: product.visibility ?? 'PUBLIC',
      description: product.description,
      ...figures,
      memberLaunchDate: inDays(product.memberLaunchInDays, now),
      publicLaunchDate: inDays(product.publicLaunchInDays, now),
      filters: product.filters,
    })
    .onConflictDoNothing()
    .returning({ id: products.id });
  if (!created) return null;
  const variants = await db
    .insert(productVariants)
    .values(product.variants.map((variant, position) => ({ ...variant, productId: created.id, position })))
    .returning({ id: productVariants.id });
  await db
    .update(products)
    .set({ defaultProductVariantId: variants[0]?.id ?? null })
    .where(eq(products.id, created.id));
  await db
    .insert(productDetails)
    .values(product.details.map((detail, position) => ({ ...detail, productId: created.id, position })));
  return created.id;
}

/** A generated picture and its small copy, as an upload stores them. */
interface Picture {
  full: Buffer;
  small: { data: Buffer; width: number };
}
async function withSmallCopy(full: Buffer, size: { width: number; height: number }): Promise<Picture> {
  const small = await smallCopy(full, size);
  if (!small) throw new Error('a generated picture is larger than its small copy');
  return { full, small };
}

/** Stores the picture and its small copy: the media row's file fields. */
async function storePicture(blobs: BlobStore, path: string, picture: Picture) {
  const smallPath = smallCopyPath(path);
  await Promise.all([
    blobs.put(path, picture.full, 'image/webp'),
    blobs.put(smallPath, picture.small.data, 'image/webp'),
  ]);
  return { path, smallPath, smallWidth: picture.small.width, contentType: 'image/webp' };
}

async function createProduct(
  db: Db,
  blobs: BlobStore,
  product: CatalogueProduct,
  picture: Picture,
): Promise<number | null> {
  const id = await insertProductRows(db, product);
  if (id === null) return null;
  await db.insert(media).values({
    productId: id,
    ...(await storePicture(blobs, `products/${id}/1.webp`, picture)),
    alt: product.alt,
    width: PRODUCT_IMAGE_SIZE,
    height: PRODUCT_IMAGE_SIZE,
  });
  return id;
}

const seedPapers = (db: Db) =>
  db
    .insert(papers)
    .values(DEMO_PAPERS.map((paper, position) => ({ ...paper, position })))
    .onConflictDoNothing();

/** The papers and print products alone (no pictures): what the print pages need, for tests. */
export async function seedPrintOffers(db: Db): Promise<void> {
  await seedPapers(db);
  for (const product of DEMO_LOOSE_PRODUCTS.filter((p) => p.productType === 'PRINT')) {
    await insertProductRows(db, product);
  }
}

/**
 * The demo shop: collections by orderIndex, products with variants, details and generated pictures,
 * and the print papers. Runs once (see run-once.ts); products that already exist are left alone.
 */
export async function seedCatalogue({ db, blobs }: { db: Db; blobs: BlobStore }): Promise<void> {
  await seedPapers(db);
  const catalogueProducts = [...DEMO_CATALOGUE.flatMap((collection) => collection.products), ...DEMO_LOOSE_PRODUCTS];
  const [productImages, banners] = await Promise.all([
    pMap(catalogueProducts, async (product) => withSmallCopy(await renderProductArt(product.art), PRODUCT_PICTURE), {
      concurrency: 2,
    }),
    pMap(
      DEMO_CATALOGUE,
      async ({ banner }) =>
        withSmallCopy(await renderCollectionBanner(banner.scene, banner.time, banner.seed), BANNER_SIZE),
      { concurrency: 2 },
    ),
  ]);
  const imageOf = new Map(catalogueProducts.map((product, i) => [product, productImages[i] as Picture]));

  for (const [i, collection] of DEMO_CATALOGUE.entries()) {
    const [row] = await db
      .insert(productCollections)
      .values({
        name: collection.name,
        slug: collectionSlug(collection.name),
        orderIndex: collection.orderIndex,
        description: collection.description,
      })
      .onConflictDoNothing()
      .returning({ id: productCollections.id });
    if (!row) continue;
    await db.insert(media).values({
      collectionId: row.id,
      ...(await storePicture(blobs, `collections/${row.id}/banner.webp`, banners[i] as Picture)),
      alt: collection.name,
      ...BANNER_SIZE,
    });
    for (const [position, product] of collection.products.entries()) {
      const productId = await createProduct(db, blobs, product, imageOf.get(product) as Picture);
      if (productId !== null) {
        await db.insert(collectionProducts).values({ collectionId: row.id, productId, position }).onConflictDoNothing();
      }
    }
  }
  for (const product of DEMO_LOOSE_PRODUCTS) await createProduct(db, blobs, product, imageOf.get(product) as Picture);
}
