import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The lab's identity as staff set it (modules/lab): one row, id 1. Until staff first save it there is
 * no row and the identity comes from the configuration (LAB_NAME, CONTACT_EMAIL, ...), so an install
 * from before this table looks the same.
 */
export const labSettings = pgTable(
  'lab_settings',
  {
    id: integer().primaryKey().default(1),
    name: text().notNull(),
    description: text().notNull(),
    contactEmail: text().notNull(),
    phone: text().notNull(),
    address: jsonb().$type<{ address1: string; city: string; state: string; zip: string; country: string }>().notNull(),
    logoUrl: text(),
    colors: jsonb().$type<{ accent: string; ink: string; paper: string }>().notNull(),
    socialLinks: jsonb().$type<Array<{ label: string; url: string }>>().notNull(),
    timeZone: text().notNull(),
    publicUrl: text(),
    /** Counts the saves: what was built from the identity (pages, caches) is keyed by it. */
    version: integer().notNull().default(1),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer(),
  },
  (t) => [check('lab_settings_single_row', sql`${t.id} = 1`)],
);
