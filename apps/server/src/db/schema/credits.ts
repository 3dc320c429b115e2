import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orderLines, orders } from './orders.js';
import { subscriptions } from './subscriptions.js';
import { products } from './products.js';
import { filmRolls } from './rolls.js';
import { users } from './users.js';

/**
 * Service credits (spec section 3: each has a productId): a membership's dev+scan, 4K, rush and pro
 * scan credits, or bought or given ones. `remaining` is decremented with a conditional update
 * (`where remaining >= n`), never read-modify-write. Account credit in cents is users.credits.
 */
export const credits = pgTable(
  'credits',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id),
    quantity: integer().notNull(),
    remaining: integer().notNull(),
    /** PLAN, PURCHASE, REFERRAL, ADMIN or REFUND. */
    source: text().notNull(),
    subscriptionId: integer().references(() => subscriptions.id, { onDelete: 'set null' }),
    /** The order that bought these credits, if any. */
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    note: text(),
    /** A membership grant's period (its start): each period grants each credit once. */
    periodStart: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    /** When the last one was used. */
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credits_user_product_idx').on(t.userId, t.productId),
    index('credits_product_id_idx').on(t.productId),
    index('credits_subscription_id_idx').on(t.subscriptionId),
    uniqueIndex('credits_period_grant_key').on(t.subscriptionId, t.periodStart, t.productId),
    index('credits_order_id_idx').on(t.orderId),
    check('credits_remaining', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.quantity}`),
  ],
);

/** Which credits an order spent, and on which line and roll. */
export const creditRedemptions = pgTable(
  'credit_redemptions',
  {
    id: serial().primaryKey(),
    creditId: integer()
      .notNull()
      .references(() => credits.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: integer().references(() => orderLines.id, { onDelete: 'set null' }),
    filmRollId: integer().references(() => filmRolls.id, { onDelete: 'set null' }),
    quantity: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_redemptions_credit_id_idx').on(t.creditId),
    index('credit_redemptions_order_id_idx').on(t.orderId),
    index('credit_redemptions_order_line_id_idx').on(t.orderLineId),
    index('credit_redemptions_film_roll_id_idx').on(t.filmRollId),
  ],
);
