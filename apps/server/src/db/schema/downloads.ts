import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { pickUps } from './orders.js';
import { users } from './users.js';

/**
 * Zip downloads of a pick-up's scans, one folder per roll. Jobs report progress (DESIGN.md rule 10)
 * over the user's live feed; at most ZIP_DOWNLOADS_AT_ONCE run at a time.
 */
export const zipDownloads = pgTable(
  'zip_downloads',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pickUpId: integer()
      .notNull()
      .references(() => pickUps.id, { onDelete: 'cascade' }),
    /** QUEUED, RUNNING, DONE or FAILED. */
    status: text().notNull().default('QUEUED'),
    /** 0 to 100. */
    progress: integer().notNull().default(0),
    /** Blob key of the finished zip. */
    fileKey: text(),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('zip_downloads_user_id_idx').on(t.userId, t.createdAt),
    index('zip_downloads_pick_up_id_idx').on(t.pickUpId),
    index('zip_downloads_status_idx').on(t.status, t.createdAt),
    check('zip_downloads_progress', sql`${t.progress} between 0 and 100`),
  ],
);
