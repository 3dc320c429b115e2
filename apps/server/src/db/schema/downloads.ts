import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { pickUps } from './pick-ups.js';
import { filmRolls } from './rolls.js';
import { users } from './users.js';

/**
 * Zip downloads of a pick-up's, a roll's or some frames' scans, one folder per roll. Jobs report
 * progress (DESIGN.md rule 10) over the user's live feed; at most ZIP_DOWNLOADS_AT_ONCE are QUEUED
 * or RUNNING per user. A finished file is kept until `expiresAt`, then removed (status EXPIRED).
 */
export const zipDownloads = pgTable(
  'zip_downloads',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** PICK_UP, ROLL or SCANS: what was asked for. */
    kind: text().notNull().default('PICK_UP'),
    /** The pick-up zipped (kind PICK_UP). */
    pickUpId: integer().references(() => pickUps.id, { onDelete: 'cascade' }),
    /** The roll zipped (kind ROLL). */
    rollId: integer().references(() => filmRolls.id, { onDelete: 'cascade' }),
    /** The frames zipped (kind SCANS), in the order asked. */
    scanIds: integer().array(),
    /** The archive's file name for the browser. */
    fileName: text().notNull().default('scans.zip'),
    /** QUEUED, RUNNING, DONE, FAILED or EXPIRED. */
    status: text().notNull().default('QUEUED'),
    /** 0 to 100. */
    progress: integer().notNull().default(0),
    /** Bytes of the stored frames read so far, and in all. */
    bytesDone: bigint({ mode: 'number' }).notNull().default(0),
    bytesTotal: bigint({ mode: 'number' }).notNull().default(0),
    frameCount: integer().notNull().default(0),
    /** Blob key of the finished zip. */
    fileKey: text(),
    /** Bytes of the finished zip. */
    sizeBytes: bigint({ mode: 'number' }),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    /** When the finished file is removed by the zips.expire job. */
    expiresAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('zip_downloads_user_id_idx').on(t.userId, t.createdAt),
    index('zip_downloads_pick_up_id_idx').on(t.pickUpId),
    index('zip_downloads_roll_id_idx').on(t.rollId),
    index('zip_downloads_status_idx').on(t.status, t.createdAt),
    index('zip_downloads_expires_at_idx')
      .on(t.expiresAt)
      .where(sql`${t.fileKey} is not null`),
    check('zip_downloads_progress', sql`${t.progress} between 0 and 100`),
  ],
);
