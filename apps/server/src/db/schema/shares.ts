import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { scans } from './scans.js';
import { users } from './users.js';

// The shares module's tables.
/** A link to some of a user's scans (GET /users/{id}/scans/share, read at /shared-scans/{code}). */
export const scanShares = pgTable(
  'scan_shares',
  {
    id: serial().primaryKey(),
    /**
     * SHA-256 (hex) of the link's code. The code (random, unguessable) is in the link alone, so a
     * copy of the database opens no share.
     */
    code: text().notNull().unique(),
    /** The code's last characters, for the member's list. */
    codeHint: text().notNull().default(''),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null: until revoked. */
    expiresAt: timestamp({ withTimezone: true }),
    /** View-only unless the member allowed downloads. */
    allowDownload: boolean().notNull().default(false),
    /**
     * Downloaded files carry the member's tags, places and notes too; without it they carry the
     * film data alone, as the share page shows it.
     */
    includeDetails: boolean().notNull().default(false),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scan_shares_user_id_idx').on(t.userId, t.createdAt)],
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
