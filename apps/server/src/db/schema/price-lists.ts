import type { PriceList } from '@filmlab/domain';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users.js';

export const PRICE_LIST_STATES = ['draft', 'scheduled', 'active', 'expired'] as const;
export type PriceListState = (typeof PRICE_LIST_STATES)[number];

/**
 * The lab's price lists (modules/price-lists). A draft is edited by staff; activating it gives it a
 * start (now or a date). Which list is in force is decided by time when it is read: the started list
 * that started last. `status` records what the last write made of it (scheduled lists turn active at
 * their start without a write), so readers resolve by `starts_at`.
 */
export const priceLists = pgTable(
  'price_lists',
  {
    id: serial().primaryKey(),
    status: text().$type<PriceListState>().notNull().default('draft'),
    /** Every service per tier column, the legacy exceptions, every plan's fee and credits (validated by packages/api). */
    entries: jsonb().$type<PriceList>().notNull(),
    startsAt: timestamp({ withTimezone: true }),
    /** The list this draft was copied from. */
    basedOn: integer(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    activatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    activatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('price_lists_starts_at_idx').on(t.startsAt),
    index('price_lists_created_by_idx').on(t.createdBy),
    index('price_lists_activated_by_idx').on(t.activatedBy),
    check('price_lists_status_check', sql`${t.status} in ('draft', 'scheduled', 'active', 'expired')`),
    check('price_lists_started_check', sql`(${t.status} = 'draft') = (${t.startsAt} is null)`),
  ],
);

/**
 * Every change staff made to a price list: who, when, which service or print size and tier (or plan), and the old and
 * new cents of a price or fee, or the old and new credits of one kind a plan's period grants (a number
 * or `unlimited`).
 */
export const priceListChanges = pgTable(
  'price_list_changes',
  {
    id: serial().primaryKey(),
    priceListId: integer()
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    service: text(),
    tier: text(),
    planId: text(),
    /** The print size whose price (in the column `tier`) changed; null for a service, fee or credits. */
    printSize: text(),
    /** The kind of credit changed (devScan, scan4K, rush, proScan); null for a price or fee. */
    credit: text(),
    oldCents: integer(),
    newCents: integer(),
    oldCredits: text(),
    newCredits: text(),
  },
  (t) => [
    index('price_list_changes_list_idx').on(t.priceListId, t.id),
    index('price_list_changes_user_idx').on(t.userId),
    index('price_list_changes_created_idx').on(t.createdAt),
    check(
      'price_list_changes_value_check',
      sql`(${t.credit} is null) = (${t.oldCents} is not null and ${t.newCents} is not null) and (${t.credit} is null) = (${t.oldCredits} is null and ${t.newCredits} is null)`,
    ),
  ],
);
