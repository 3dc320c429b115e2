import type { Benefit, BenefitKey } from '@filmlab/domain';
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Membership plans, one row per plan id of the domain's PLANS (seeded from it on every start; the
 * domain is the authority on prices and credits, this table lets orders and subscriptions point at
 * a plan and lets the admin see them).
 */
export const membershipPlans = pgTable('membership_plans', {
  /** The plan id, e.g. NICE_2025. */
  id: text().primaryKey(),
  /** Also the subscription price lookup key the customer's plan is read from (spec section 3). */
  sku: text().notNull().unique(),
  active: boolean().notNull().default(false),
  legacy: boolean().notNull().default(false),
  label: text().notNull(),
  /** The plan's `desc`; spelled out because DESC is an SQL keyword. */
  description: text().notNull().default(''),
  /** Cents per year (NICE_MONTHLY: per month). */
  price: integer().notNull(),
  // Credits granted per period. NULL means 'unlimited' (the domain's Credits type); 0 means none.
  rollCredits: integer(),
  scan4KCredits: integer('scan_4k_credits'),
  rushCredits: integer(),
  proScanCredits: integer(),
  benefits: jsonb().$type<Record<BenefitKey, Benefit>>().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
