import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './products.js';

/** Shop collections; the header lists the active ones by orderIndex (spec section 2.5). */
export const productCollections = pgTable(
  'product_collections',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    /** The domain's collectionSlug(name): lower case, spaces as hyphens. */
    slug: text().notNull().unique(),
    orderIndex: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    /** Hidden from visitors who are not logged in. */
    private: boolean().notNull().default(false),
    description: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_collections_name_key').on(sql`lower(${t.name})`),
    index('product_collections_active_order_idx').on(t.active, t.orderIndex),
  ],
);

/** Which products a collection shows, in the admin's order (PUT .../products/reorder rewrites positions). */
export const collectionProducts = pgTable(
  'collection_products',
  {
    collectionId: integer()
      .notNull()
      .references(() => productCollections.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.productId] }),
    // A page of a collection: WHERE collection_id = $1 ORDER BY position, product_id LIMIT 18 OFFSET n.
    index('collection_products_listing_idx').on(t.collectionId, t.position, t.productId),
    index('collection_products_product_id_idx').on(t.productId),
  ],
);
