import { ORDER_STATUSES } from '@filmlab/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { labLocations } from './locations.js';
import { productVariants, products } from './products.js';
import { promos } from './promos.js';
import { users } from './users.js';
import { priceLists } from './price-lists.js';

export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);

/** A guest's address (spec section 3: line1 or address1, city, state, zip), stored as given. */
export interface GuestAddressData {
  name?: string;
  email?: string;
  address1: string;
  address2?: string | null;
  city: string;
  state: string;
  zip: string;
  country?: string;
}

/** An order's shipping and tax address. */
export interface OrderAddress {
  addressId: number | null;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/** Orders of lab services and shop products. The number customers see is '10' + id (domain orderNumber). */
export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    /** Null only for guest orders. */
    customerId: integer().references(() => users.id),
    status: orderStatusEnum().notNull().default('OPEN'),
    notes: text(),
    /** Staff notes; never shown to the customer. */
    internalNotes: text(),
    // Money in cents, recomputed by the server from lines, promo, credit and tax. The domain bounds an
    // order by MAX_ORDER_CENTS; the sums are bigint all the same, so no quantity times price overflows.
    subtotal: bigint({ mode: 'number' }).notNull().default(0),
    appliedDiscount: bigint({ mode: 'number' }).notNull().default(0),
    appliedCredit: bigint({ mode: 'number' }).notNull().default(0),
    /** The shop's fixed shipping when the order has shipped products. */
    shipping: integer().notNull().default(0),
    taxAmount: bigint({ mode: 'number' }).notNull().default(0),
    total: bigint({ mode: 'number' }).notNull().default(0),
    /**
     * Percent, e.g. 8.875. Not basis points: NYC's 8.875% is 887.5 bp, so an integer of bp cannot
     * hold it; numeric(6,3) holds it exactly and the domain's taxCents works in thousandths.
     */
    taxRate: numeric({ precision: 6, scale: 3, mode: 'number' }),
    /** 'calculated', 'default' (the tax service failed) or null while no address is known. */
    taxSource: text().$type<'calculated' | 'default'>(),
    /**
     * The price list the order was made with (modules/price-lists): every re-pricing of the order reads
     * it, so a later price change never reaches an order already made. Null: made before price lists,
     * at the domain's default prices.
     */
    priceListId: integer().references(() => priceLists.id),
    useBillingAddressForTax: boolean().notNull().default(false),
    /** The address the order ships to and is taxed from, as given (a saved address is copied with its id). */
    address: jsonb().$type<OrderAddress>(),
    /** Spend the customer's account credit on this order. */
    applyCredit: boolean().notNull().default(false),
    /** The payment provider's id of the payment that paid this order (attach-payment). */
    paymentProviderId: text(),
    promoId: integer().references(() => promos.id, { onDelete: 'set null' }),
    /** The lab location handling the order (admin stats: orders by location). */
    locationId: integer().references(() => labLocations.id, { onDelete: 'set null' }),
    guest: boolean().notNull().default(false),
    guestEmail: text(),
    guestAddressData: jsonb().$type<GuestAddressData>(),
    /** Random token a guest reads their order with, so guest orders cannot be found by counting ids. */
    guestToken: text().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    invoicedAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    receivedAt: timestamp({ withTimezone: true }),
    printsReadyAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    canceledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('orders_customer_id_idx').on(t.customerId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_created_at_idx').on(t.createdAt),
    // The orders board's keyset paging, newest or oldest first, and the same within a status.
    index('orders_board_idx').on(t.createdAt, t.id),
    index('orders_board_status_idx').on(t.status, t.createdAt, t.id),
    index('orders_promo_id_idx').on(t.promoId, t.customerId),
    index('orders_location_id_idx').on(t.locationId, t.status),
    index('orders_payment_provider_id_idx').on(t.paymentProviderId),
    index('orders_price_list_id_idx').on(t.priceListId),
    // Staff quick search: any substring of a guest's name or e-mail (pg_trgm; the same text as order-search-store.ts).
    index('orders_guest_search_idx')
      .using(
        'gin',
        sql`(coalesce(${t.guestAddressData} ->> 'name', '') || ' ' || coalesce(${t.guestEmail}, '')) gin_trgm_ops`,
      )
      .where(sql`${t.guest}`),
    check('orders_customer_or_guest', sql`${t.customerId} is not null or ${t.guest}`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id),
    productVariantId: integer().references(() => productVariants.id, { onDelete: 'set null' }),
    /** Cents per unit, priced by the server from the catalogue and the buyer's plan. */
    unitAmount: integer().notNull().default(0),
    /** Cents for the whole line (unit price x quantity), as the cart computes it. */
    amount: bigint({ mode: 'number' }).notNull(),
    /** Cents of the order's promo discount that fell on this line. */
    discount: bigint({ mode: 'number' }).notNull().default(0),
    /** The member price was charged. */
    memberPrice: boolean().notNull().default(false),
    quantity: integer().notNull().default(1),
    notes: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_lines_order_id_idx').on(t.orderId),
    index('order_lines_product_id_idx').on(t.productId),
    index('order_lines_product_variant_id_idx').on(t.productVariantId),
    check('order_lines_quantity', sql`${t.quantity} > 0`),
  ],
);
