import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { users } from './users.js';

/**
 * Invitations a customer e-mailed (GET /users/{id}/send-referral): listed on their referrals page,
 * and counted for the per-day limit.
 */
export const referralInvitations = pgTable(
  'referral_invitations',
  {
    id: serial().primaryKey(),
    referrerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('referral_invitations_referrer_idx').on(t.referrerId, t.createdAt),
    index('referral_invitations_email_idx').on(sql`lower(${t.email})`),
  ],
);

/**
 * The reward of one referral, given when the referred customer's first order is paid: one row per
 * referred customer (the unique index), so both accounts are rewarded once however many orders follow.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: serial().primaryKey(),
    referrerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referral_rewards_referred_key').on(t.referredId),
    index('referral_rewards_referrer_idx').on(t.referrerId),
    index('referral_rewards_order_id_idx').on(t.orderId),
  ],
);
