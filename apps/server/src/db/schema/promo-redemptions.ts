import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { subscriptions } from './subscriptions.js';
import { promos } from './promos.js';
import { users } from './users.js';

/**
 * Each use of a promo: by an order's payment or by a membership purchase (held while the payment is
 * in flight, kept when it is paid, deleted when it is declined or given up). Written only by the
 * promos service, beside the conditional increment of promos.used_count. A once-per-customer code is
 * once per customer id and once per e-mail (guests have only the e-mail), across orders and
 * memberships alike; the two unique indexes hold it under concurrency too.
 */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: serial().primaryKey(),
    promoId: integer()
      .notNull()
      .references(() => promos.id, { onDelete: 'cascade' }),
    /** The order it was used on; null for a membership's use. */
    orderId: integer()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The membership purchase (subscriptions row) it was used on; null for an order's use. */
    subscriptionId: integer()
      .unique()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** Null for guest orders. */
    customerId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The buyer's e-mail, lower-cased (the guest's, or the customer's at the time). */
    email: text(),
    /** The promo's once-per-customer rule when redeemed; the unique indexes below hold it. */
    oncePerCustomer: boolean().notNull(),
    /** Cents taken off. */
    discount: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_redemptions_once_per_customer_key')
      .on(t.promoId, t.customerId)
      .where(sql`${t.customerId} is not null and ${t.oncePerCustomer}`),
    uniqueIndex('promo_redemptions_once_per_email_key')
      .on(t.promoId, t.email)
      .where(sql`${t.email} is not null and ${t.oncePerCustomer}`),
    index('promo_redemptions_customer_id_idx').on(t.customerId),
    // A promo's uses, newest first (and the promo_id foreign key).
    index('promo_redemptions_promo_id_idx').on(t.promoId, t.createdAt),
    check('promo_redemptions_one_use', sql`num_nonnulls(${t.orderId}, ${t.subscriptionId}) = 1`),
  ],
);
