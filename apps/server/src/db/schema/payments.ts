import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { membershipPlans } from './plans.js';
import { promos } from './promos.js';
import { users } from './users.js';

/** A user's record at the payment provider (the local test provider or Stripe). */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'local' or 'stripe'. */
    provider: text().notNull(),
    providerCustomerId: text().notNull(),
    /** Cents the provider holds for the customer (Stripe's customer balance; negative is credit). */
    balance: integer().notNull().default(0),
    defaultPaymentMethodId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_customers_provider_customer_key').on(t.provider, t.providerCustomerId)],
);

/**
 * Memberships. The customer's plan is read from `priceLookupKey` (the plan's sku) with the
 * domain's planFromPriceLookupKey; `planId` is kept beside it for joins and reports.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text()
      .notNull()
      .references(() => membershipPlans.id),
    /** The provider's status: active, trialing, past_due, canceled, incomplete ... */
    status: text().notNull(),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    currentPeriodEnd: timestamp({ withTimezone: true }),
    providerSubscriptionId: text(),
    priceLookupKey: text(),
    promoId: integer().references(() => promos.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    canceledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('subscriptions_user_id_idx').on(t.userId, t.createdAt),
    index('subscriptions_plan_id_idx').on(t.planId),
    index('subscriptions_promo_id_idx').on(t.promoId),
    index('subscriptions_status_period_idx').on(t.status, t.currentPeriodEnd),
    uniqueIndex('subscriptions_provider_subscription_key').on(t.providerSubscriptionId),
  ],
);

/** Saved cards (PUT /users/{id}/payment-methods/token) and card readers' methods. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    providerPaymentMethodId: text().notNull(),
    brand: text(),
    last4: text(),
    expMonth: integer(),
    expYear: integer(),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_methods_provider_method_key').on(t.provider, t.providerPaymentMethodId),
    index('payment_methods_user_id_idx').on(t.userId),
  ],
);

/** Every charge attempt, for orders and memberships. */
export const payments = pgTable(
  'payments',
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    subscriptionId: integer().references(() => subscriptions.id, { onDelete: 'set null' }),
    provider: text().notNull(),
    providerPaymentId: text().notNull(),
    /** A retried request with the same key finds this row instead of charging twice. */
    idempotencyKey: text().unique(),
    /** Cents. */
    amount: integer().notNull(),
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
  ],
);

/** Payment provider webhook events already processed: a replayed event id is acknowledged and skipped. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: serial().primaryKey(),
    provider: text().notNull(),
    eventId: text().notNull(),
    type: text().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webhook_events_provider_event_key').on(t.provider, t.eventId)],
);
