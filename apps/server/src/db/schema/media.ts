import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { productCollections } from './collections.js';
import { productDetails, products } from './products.js';

/** Images of products, product details and collections, stored in the blob store under `path`. */
export const media = pgTable(
  'media',
  {
    id: serial().primaryKey(),
    productId: integer().references(() => products.id, { onDelete: 'cascade' }),
    productDetailId: integer().references(() => productDetails.id, { onDelete: 'cascade' }),
    collectionId: integer().references(() => productCollections.id, { onDelete: 'cascade' }),
    /** Blob key; DELETE .../images?path= names an image by it. */
    path: text().notNull().unique(),
    alt: text().notNull().default(''),
    contentType: text().notNull(),
    width: integer(),
    height: integer(),
    /** The small copy's blob key (modules/products/catalogue-image-copies.ts); null for a picture stored before copies were made. */
    smallPath: text(),
    smallWidth: integer(),
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The first image of each product on a listing page: WHERE product_id = $1 ORDER BY position, id LIMIT 1.
    index('media_product_id_idx').on(t.productId, t.position, t.id),
    index('media_product_detail_id_idx').on(t.productDetailId, t.position),
    index('media_collection_id_idx').on(t.collectionId, t.position),
    check('media_one_owner', sql`num_nonnulls(${t.productId}, ${t.productDetailId}, ${t.collectionId}) = 1`),
  ],
);
