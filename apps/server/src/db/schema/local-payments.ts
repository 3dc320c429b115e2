// The local test payment provider's own records (adapters/payments/local-provider.ts): what "the
// bank" did. Written outside the app's transactions, so a crash of the app never erases a charge.
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Stripe's PaymentIntent statuses that the local provider uses. */
export type LocalIntentStatus = 'requires_confirmation' | 'requires_payment_method' | 'succeeded' | 'canceled';

export const localPaymentIntents = pgTable(
  'local_payment_intents',
  {
    /** pi_local_... */
    id: text().primaryKey(),
    /** The same key answers the same intent, as Stripe's Idempotency-Key does. */
    idempotencyKey: text().notNull().unique(),
    /** Cents. */
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull().default('usd'),
    /** cus_local_... when the method is a saved one. */
    customer: text(),
    /** The token or saved method paid with (signed card description; never a card number). */
    paymentMethod: text().notNull(),
    status: text().$type<LocalIntentStatus>().notNull(),
    /** Why the card was declined (Stripe's decline code). */
    declineCode: text(),
    description: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('local_payment_intents_status_idx').on(t.status)],
);

/** Refunds, in full, one per intent. */
export const localRefunds = pgTable('local_refunds', {
  /** re_local_... */
  id: text().primaryKey(),
  paymentIntentId: text()
    .notNull()
    .unique()
    .references(() => localPaymentIntents.id),
  amount: bigint({ mode: 'number' }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One-use card tokens (tok_local...) already used, by their nonce: a token pays (or is saved) once. */
export const localUsedTokens = pgTable('local_used_tokens', {
  nonce: text().primaryKey(),
  /** The intent it paid, or null when it was saved to a customer. */
  paymentIntentId: text(),
  usedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Stripe Billing's subscription statuses that the local provider uses. */
export type LocalSubscriptionStatus = 'incomplete' | 'incomplete_expired' | 'active' | 'past_due' | 'canceled';

/**
 * The local provider's subscriptions (as Stripe Billing keeps them): the card, the price per period
 * and the current period. Renewed by the app's recurring job, one invoice per period.
 */
export const localSubscriptions = pgTable(
  'local_subscriptions',
  {
    /** sub_local_... */
    id: text().primaryKey(),
    /** The same key answers the same subscription (one purchase, one subscription). */
    idempotencyKey: text().notNull().unique(),
    customer: text().notNull(),
    paymentMethod: text().notNull(),
    /** The plan's sku (section 3: the customer's plan is read from it). */
    priceLookupKey: text().notNull(),
    /** Cents each renewal charges. */
    amount: bigint({ mode: 'number' }).notNull(),
    interval: text().$type<'month' | 'year'>().notNull(),
    status: text().$type<LocalSubscriptionStatus>().notNull(),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    currentPeriodStart: timestamp({ withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp({ withTimezone: true }).notNull(),
    /** Cents owed to the customer (a downgrade's proration), taken off the next invoices. */
    creditBalance: bigint({ mode: 'number' }).notNull().default(0),
    /** The plan a change of tier is moving to while its proration is charged; null otherwise. */
    pendingPriceLookupKey: text(),
    /**
     * That change, kept so that one whose caller died can be finished (settlePlanChange): its
     * proration invoice's id, the new plan's renewal amount, the credit it leaves (a downgrade's), and
     * the card it charges (the subscription's card from then on).
     */
    pendingChange: jsonb().$type<{ invoiceId: string; amount: number; credit: number; paymentMethod: string }>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('local_subscriptions_status_period_idx').on(t.status, t.currentPeriodEnd)],
);

/** One invoice per subscription period: charged once, however many workers bill it. */
export const localSubscriptionInvoices = pgTable(
  'local_subscription_invoices',
  {
    /** in_local_... */
    id: text().primaryKey(),
    subscriptionId: text()
      .notNull()
      .references(() => localSubscriptions.id),
    periodStart: timestamp({ withTimezone: true }).notNull(),
    periodEnd: timestamp({ withTimezone: true }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    /** open (not paid yet, maybe declined and to be tried again), paid, or void (given up). */
    status: text().$type<'open' | 'paid' | 'void'>().notNull().default('open'),
    /** Tries made to charge it; each try is an intent of its own key (`{invoice}:{try}`). */
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }),
    paymentIntentId: text(),
    failureMessage: text(),
    /** The plan (price lookup key) the invoice bills; null on invoices made before it was recorded. */
    priceLookupKey: text(),
    /** A change of tier's proration invoice: the plan (lookup key) it moved from; null for a period's. */
    proratedFrom: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('local_subscription_invoices_period_key').on(t.subscriptionId, t.periodStart)],
);
