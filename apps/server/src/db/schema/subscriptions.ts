import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { membershipPlans } from './plans.js';
import { promos } from './promos.js';
import { users } from './users.js';

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
    currentPeriodStart: timestamp({ withTimezone: true }),
    providerSubscriptionId: text(),
    /** The purchase's idempotency key at the provider: a retried or recovered purchase makes one subscription. */
    purchaseKey: text(),
    /** Cents the first period was charged (after a promo); renewals charge the plan's price. */
    amountPaid: integer(),
    failureMessage: text(),
    priceLookupKey: text(),
    promoId: integer().references(() => promos.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    canceledAt: timestamp({ withTimezone: true }),
    /**
     * A renewal run working on it until then (several app processes renew at once, each its own
     * rows); null when no run holds it.
     */
    renewalClaimedUntil: timestamp({ withTimezone: true }),
    /** A change of tier in progress (change-tier.ts): the plan asked for; null when none. */
    tierChangeTo: text(),
    /**
     * Until then the change's request holds the membership (a second change is refused); a change
     * still marked after it is one whose request died: the renewal run asks the provider and settles it.
     */
    tierChangeClaimedUntil: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('subscriptions_user_id_idx').on(t.userId, t.createdAt),
    index('subscriptions_plan_id_idx').on(t.planId),
    index('subscriptions_promo_id_idx').on(t.promoId),
    index('subscriptions_status_period_idx').on(t.status, t.currentPeriodEnd),
    uniqueIndex('subscriptions_provider_subscription_key').on(t.providerSubscriptionId),
    index('subscriptions_tier_change_idx')
      .on(t.tierChangeClaimedUntil)
      .where(sql`${t.tierChangeTo} is not null`),
    uniqueIndex('subscriptions_purchase_key').on(t.purchaseKey),
    // One purchase in flight per customer, whatever the timing of two requests.
    uniqueIndex('subscriptions_one_incomplete_key')
      .on(t.userId)
      .where(sql`${t.status} = 'incomplete'`),
  ],
);
