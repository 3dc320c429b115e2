import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { filmRolls } from './rolls.js';
import { tsvector } from './search-vector.js';
import { users } from './users.js';

export const SCAN_STATUSES = ['UPLOADING', 'PROCESSING', 'READY', 'FAILED'] as const;
export type ScanStatus = (typeof SCAN_STATUSES)[number];

/**
 * One frame of a roll. The files live in the blob store; each *Key is a blob key (null until that
 * file exists): hiRes as uploaded, midRes (JPEG) and midResOptimized (WebP) for the screen,
 * thumbnail at most 150 px. An upload is UPLOADING until its file is checked, PROCESSING until
 * its derivatives are made (READY), FAILED when they could not be.
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
    /** Degrees clockwise the derivatives are turned from the hi-res (which is kept as uploaded). */
    rotation: smallint().notNull().default(0),
    status: text().$type<ScanStatus>().notNull().default('READY'),
    /** SHA-256 of the hi-res file (hex): the same frame twice in a roll is refused. */
    sha256: text(),
    /** A tiny placeholder (thumbhash, base64) that grids paint before the thumbnail arrives. */
    thumbhash: text(),
    /** Bumped by each rotation; derivative keys carry it, so a browser never shows a stale file. */
    derivativesVersion: integer().notNull().default(0),
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
    /**
     * Words about the frame from elsewhere: its tags and locations, its roll's, and the roll's name and
     * film. Kept by modules/tags (search-text.ts) so one search matches them with the frame's own.
     */
    contextText: text().notNull().default(''),
    /** Full-text search over the frame's name, description and context. */
    search: tsvector().generatedAlwaysAs(
      sql`to_tsvector('simple', translate(name, '_-.', '   ') || ' ' || description || ' ' || context_text)`,
    ),
  },
  (t) => [
    index('scans_film_roll_id_idx').on(t.filmRollId, t.position),
    // A member's scans, newest first, paged by (createdAt, id).
    index('scans_customer_id_idx').on(t.customerId, t.createdAt, t.id),
    index('scans_search_idx').using('gin', t.search),
    uniqueIndex('scans_roll_sha256_key')
      .on(t.filmRollId, t.sha256)
      .where(sql`${t.sha256} is not null`),
    index('scans_status_idx')
      .on(t.status, t.updatedAt)
      .where(sql`${t.status} <> 'READY'`),
    check('scans_rotation', sql`${t.rotation} in (0, 90, 180, 270)`),
    check('scans_status', sql`${t.status} in ('UPLOADING', 'PROCESSING', 'READY', 'FAILED')`),
  ],
);
