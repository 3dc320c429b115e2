import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A scanning station's token: staff make one per scanning computer and revoke it when the
 * computer is gone. Only its SHA-256 is kept; the token is shown once, when it is made. A station may
 * upload scans and add the scanned and synced roll events, nothing else.
 */
export const stationTokens = pgTable(
  'station_tokens',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    tokenHash: text().notNull(),
    /** The last four characters, so staff can tell tokens apart. */
    hint: text().notNull(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('station_tokens_token_hash_key').on(t.tokenHash),
    index('station_tokens_created_by_id_idx').on(t.createdById),
  ],
);
