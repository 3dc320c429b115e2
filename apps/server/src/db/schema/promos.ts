import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { productTypeEnum } from './products.js';

/** Promo codes for orders and membership purchases (`?promoCode=`). */
export const promos = pgTable(
  'promos',
  {
    id: serial().primaryKey(),
    /** Matched regardless of case. */
    code: text().notNull(),
    description: text().notNull().default(''),
    // Exactly one of these: a fixed amount in cents, or a whole percentage.
    amountOff: integer(),
    percentOff: integer(),
    /** Spec section 5: when set, the discount applies only to lines of products of this type. */
    productType: productTypeEnum(),
    /** Uses allowed in total; null for no limit (1 for a one-time code). */
    maxUses: integer(),
    /** Incremented with a conditional update (`where used_count < max_uses`), never read-modify-write. */
    usedCount: integer().notNull().default(0),
    oncePerCustomer: boolean().notNull().default(true),
    active: boolean().notNull().default(true),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promos_code_key').on(sql`lower(${t.code})`),
    index('promos_active_idx').on(t.active),
    check('promos_one_kind', sql`num_nonnulls(${t.amountOff}, ${t.percentOff}) = 1`),
    check('promos_amount_off', sql`${t.amountOff} is null or ${t.amountOff} > 0`),
    check('promos_percent_off', sql`${t.percentOff} is null or ${t.percentOff} between 1 and 100`),
    check('promos_uses', sql`${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses}`),
  ],
);
