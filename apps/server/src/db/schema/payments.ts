import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
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
    /** The card number's fingerprint at the provider: one card saved by two accounts shows as one. */
    fingerprint: text(),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_methods_provider_method_key').on(t.provider, t.providerPaymentMethodId),
    index('payment_methods_user_id_idx').on(t.userId),
    index('payment_methods_fingerprint_idx').on(t.fingerprint),
  ],
);

export const PAYMENT_ATTEMPT_STATUSES = [
  /** Stock, credit and promo are held for it; the outcome at the provider is not known yet. */
  'reserved',
  /** Paid: the payment row is written and the order is PAID. */
  'succeeded',
  /** The card was declined; what was held is given back. */
  'declined',
  /** Given up before anything was charged (or the charge was canceled); what was held is given back. */
  'canceled',
  /** Given up, but the provider charged the card after all: a refund is owed and being made. */
  'refunding',
  /** That refund is made. */
  'refunded',
] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

/** What an attempt holds while it is in flight, so that giving it back needs nothing else. */
export interface AttemptReservation {
  lines: Array<{ productId: number; productVariantId: number | null; quantity: number }>;
  promoId: number | null;
  /** Account credit taken from the customer, cents. */
  credit: number;
  /** The difference of an order adjusted after it was paid: nothing held, nothing to give back. */
  difference?: boolean;
}

/**
 * One try at paying an order (DESIGN.md rule 12). Recorded and committed with its reservations and a
 * fresh idempotency key before the provider is called; the provider's payment id is stored as soon
 * as the provider gives it. The request that made it, the recovery sweep (after leaseUntil) and the
 * provider's webhooks settle it, each through a conditional update from 'reserved', so only one acts.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null for guests. */
    customerId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The provider this attempt went to: 'local', 'stripe' or 'in_lab'. */
    provider: text().notNull(),
    /** New for every attempt: a retry after a decline or refund never reuses a key. */
    idempotencyKey: text().notNull().unique(),
    /** Cents to charge. */
    amount: bigint({ mode: 'number' }).notNull(),
    /** What the buyer paid with (a pm_... or one-use token id); null at the lab. */
    paymentMethodId: text(),
    /** The provider's customer the method is saved to. */
    providerCustomerId: text(),
    /** The fingerprint of the card paid with (one card number, one fingerprint), when the provider gives one. */
    cardFingerprint: text(),
    /** The provider's payment (PaymentIntent), known once it is created and before it is confirmed. */
    providerPaymentId: text(),
    status: text().$type<PaymentAttemptStatus>().notNull().default('reserved'),
    reservation: jsonb().$type<AttemptReservation>().notNull(),
    failureMessage: text(),
    /** Until then the request that made it is settling it; after, the recovery sweep may. Null: no deadline (at the lab). */
    leaseUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // One attempt in flight per order, whatever the timing of two requests.
    uniqueIndex('payment_attempts_one_in_flight_key')
      .on(t.orderId)
      .where(sql`${t.status} = 'reserved'`),
    index('payment_attempts_order_id_idx').on(t.orderId),
    index('payment_attempts_customer_id_idx').on(t.customerId),
    index('payment_attempts_card_fingerprint_idx').on(t.cardFingerprint),
    index('payment_attempts_provider_payment_id_idx').on(t.providerPaymentId),
    index('payment_attempts_unsettled_idx')
      .on(t.leaseUntil)
      .where(sql`${t.status} in ('reserved', 'refunding')`),
    check(
      'payment_attempts_status',
      sql`${t.status} in ('reserved', 'succeeded', 'declined', 'canceled', 'refunding', 'refunded')`,
    ),
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
