import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { users } from './users.js';

/**
 * An order a vendor (a partner shop) brought in for a walk-in customer (POST /vendor-orders). Until the
 * customer claims it, the order and its rolls are held by the vendor's account; claiming moves them to
 * the customer's. The vendor keeps seeing the orders it brought in, and nothing else of the customer.
 */
export const vendorOrders = pgTable(
  'vendor_orders',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    vendorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The walk-in customer as the vendor wrote them down. */
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    /** SHA-256 of the claim link's token; the token itself is only in the e-mail. */
    claimTokenHash: text().notNull(),
    claimedAt: timestamp({ withTimezone: true }),
    claimedById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendor_orders_order_id_idx').on(t.orderId),
    uniqueIndex('vendor_orders_claim_token_hash_idx').on(t.claimTokenHash),
    index('vendor_orders_vendor_id_idx').on(t.vendorId, t.createdAt, t.id),
    index('vendor_orders_claimed_by_id_idx').on(t.claimedById),
  ],
);
