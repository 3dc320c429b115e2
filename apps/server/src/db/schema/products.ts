import { DEFAULT_STOCK, PRODUCT_TYPES, VISIBILITIES } from '@filmlab/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const productTypeEnum = pgEnum('product_type', PRODUCT_TYPES);
export const visibilityEnum = pgEnum('visibility', VISIBILITIES);

/** Shop products, and the lab's services, add-ons, shipping codes and plans sold as order lines. */
export const products = pgTable(
  'products',
  {
    id: serial().primaryKey(),
    /**
     * Unique regardless of case and of dashes against spaces: /products/{productName} turns the slug's
     * dashes back into spaces (spec section 5), so 'Tri-X 400' and 'Tri X 400' would be one URL.
     */
    name: text().notNull(),
    /** Services and add-ons are found by sku (an add-on key such as `rush`, a shipping code, a plan sku). */
    sku: text().unique(),
    slug: text().notNull().unique(),
    productType: productTypeEnum().notNull(),
    visibility: visibilityEnum().notNull().default('PUBLIC'),
    active: boolean().notNull().default(true),
    description: text().notNull().default(''),
    /** Units on hand; decremented with conditional updates only. */
    stock: integer().notNull().default(DEFAULT_STOCK),
    /** Cents. */
    price: integer().notNull(),
    /** Cents for active members; null when members pay the list price. */
    memberPrice: integer(),
    defaultProductVariantId: integer().references((): AnyPgColumn => productVariants.id, { onDelete: 'set null' }),
    memberLaunchDate: timestamp({ withTimezone: true }),
    publicLaunchDate: timestamp({ withTimezone: true }),
    /** Facets the shop filters on (GET /products/filters), e.g. { format: ['35mm'], brand: ['Kodak'] }. */
    filters: jsonb().$type<Record<string, string[]>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // GET /products/name/:name looks a product up by this expression.
    uniqueIndex('products_name_key').on(sql`lower(replace(${t.name}, '-', ' '))`),
    index('products_type_active_idx').on(t.productType, t.active),
    index('products_default_product_variant_id_idx').on(t.defaultProductVariantId),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    sku: text().unique(),
    /** Cents. */
    price: integer().notNull(),
    memberPrice: integer(),
    stock: integer().notNull().default(DEFAULT_STOCK),
    position: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_variants_product_id_idx').on(t.productId, t.position)],
);

/** Sections of a product page; `filterable` ones also feed the shop's filters. */
export const productDetails = pgTable(
  'product_details',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    subtitle: text().notNull(),
    body: text().notNull().default(''),
    filterable: boolean().notNull().default(false),
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_details_product_id_idx').on(t.productId, t.position)],
);
