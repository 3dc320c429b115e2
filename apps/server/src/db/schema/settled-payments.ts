import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { subscriptions } from './subscriptions.js';
import { users } from './users.js';

// The ledger of settled charges (see eslint.config.js schemaOwners): the orders module writes an
// order's payments, the memberships module each paid period of a subscription.

/** Every settled charge, for orders and memberships: succeeded, failed (declined) or refunded. */
export const payments = pgTable(
  'payments',
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    subscriptionId: integer().references(() => subscriptions.id, { onDelete: 'set null' }),
    /** 'local', 'stripe', or 'in_lab' (cash or the lab's card reader, marked by staff). */
    provider: text().notNull(),
    providerPaymentId: text().notNull(),
    /** The payment attempt's key: one payment row per attempt. */
    idempotencyKey: text().unique(),
    /** Cents. */
    amount: bigint({ mode: 'number' }).notNull(),
    /** 'card' online; 'cash' or 'card_reader' at the lab. */
    method: text().notNull().default('card'),
    /** What staff noted for a payment at the lab (a receipt or reader reference). */
    reference: text(),
    /** The staff member who marked a payment at the lab. */
    recordedById: integer().references(() => users.id, { onDelete: 'set null' }),
    currency: text().notNull().default('usd'),
    /** succeeded, requires_action, failed, refunded ... */
    status: text().notNull(),
    failureMessage: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_payment_key').on(t.provider, t.providerPaymentId),
    index('payments_user_id_idx').on(t.userId, t.createdAt),
    index('payments_order_id_idx').on(t.orderId),
    index('payments_subscription_id_idx').on(t.subscriptionId),
    index('payments_recorded_by_id_idx').on(t.recordedById),
  ],
);
