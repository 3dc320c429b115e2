import { index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { filmRolls } from './rolls.js';
import { users } from './users.js';

/**
 * The warnings of scan retention (modules/scan-retention): one row per roll and expiry date, claimed
 * by the insert that e-mails the member, so the warning goes out once however many processes run
 * the daily job. A roll's scans are removed only 7 days or more after its warning (removedAt).
 */
export const scanRetentionWarnings = pgTable(
  'scan_retention_warnings',
  {
    id: serial().primaryKey(),
    filmRollId: integer()
      .notNull()
      .references(() => filmRolls.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** When the scans expire by the rule (domain scansExpireAt) at the time of the warning. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    warnedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('scan_retention_warnings_roll_expiry_key').on(t.filmRollId, t.expiresAt),
    index('scan_retention_warnings_user_id_idx').on(t.userId),
  ],
);
