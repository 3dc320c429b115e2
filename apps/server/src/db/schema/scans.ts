import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { filmRolls } from './rolls.js';
import { users } from './users.js';

/**
 * One frame of a roll. The files live in the blob store; each *Key is a blob key (null until that
 * file exists): hiRes as uploaded, midRes and midResOptimized 1200 px wide, thumbnail at most 150 px.
 */
export const scans = pgTable(
  'scans',
  {
    id: serial().primaryKey(),
    filmRollId: integer()
      .notNull()
      .references(() => filmRolls.id, { onDelete: 'cascade' }),
    customerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    /** Frame order within the roll (reverse-scans rewrites it). */
    position: integer().notNull().default(0),
    /** Degrees clockwise the viewer applies. */
    rotation: smallint().notNull().default(0),
    contentType: text().notNull().default('image/jpeg'),
    hiResKey: text(),
    midResKey: text(),
    midResOptimizedKey: text(),
    thumbnailKey: text(),
    /** Pixel size of the hi-res file. */
    width: integer(),
    height: integer(),
    /** Bytes of the hi-res file. */
    sizeBytes: integer(),
    /** Set when the derivatives have been made. */
    processedAt: timestamp({ withTimezone: true }),
    /** TIFF unlock (PUT /users/{id}/scans/unlock-scans): when, at what size, and the file. */
    unlockedAt: timestamp({ withTimezone: true }),
    unlockedSize: text(),
    tiffKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('scans_film_roll_id_idx').on(t.filmRollId, t.position),
    index('scans_customer_id_idx').on(t.customerId, t.createdAt),
    check('scans_rotation', sql`${t.rotation} in (0, 90, 180, 270)`),
  ],
);

/** A link to some of a user's scans (GET /users/{id}/scans/share, read at /shared-scans/{code}). */
export const scanShares = pgTable(
  'scan_shares',
  {
    id: serial().primaryKey(),
    /** Random and unguessable. */
    code: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scan_shares_user_id_idx').on(t.userId)],
);

export const scanShareItems = pgTable(
  'scan_share_items',
  {
    shareId: integer()
      .notNull()
      .references(() => scanShares.id, { onDelete: 'cascade' }),
    scanId: integer()
      .notNull()
      .references(() => scans.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shareId, t.scanId] }), index('scan_share_items_scan_id_idx').on(t.scanId)],
);
