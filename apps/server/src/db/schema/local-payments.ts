// The local test payment provider's own records (adapters/payments/local-provider.ts): what "the
// bank" did. Written outside the app's transactions, so a crash of the app never erases a charge.
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
