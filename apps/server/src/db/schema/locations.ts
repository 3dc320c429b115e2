import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** The lab and its drop-off points, shown on the public site (seeded by db/seed/locations.ts). */
export const labLocations = pgTable(
  'lab_locations',
  {
    id: serial().primaryKey(),
    /** Stable name the seed matches on, so re-seeding updates instead of duplicating. */
    slug: text().notNull().unique(),
    name: text().notNull(),
    address1: text().notNull(),
    city: text().notNull(),
    state: text().notNull(),
    zip: text().notNull(),
    hours: text().notNull(),
    dropOff: boolean().notNull().default(false),
    phone: text().notNull(),
    active: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lab_locations_active_sort_idx').on(t.active, t.sortOrder)],
);

/** Zip codes the courier serves (active) or plans to serve (inactive). */
export const zipCodes = pgTable(
  'zip_codes',
  {
    zip: text().primaryKey(),
    active: boolean().notNull().default(true),
    /** Borough or area name shown beside the zip. */
    area: text().notNull(),
  },
  (t) => [index('zip_codes_active_idx').on(t.active, t.zip)],
);
