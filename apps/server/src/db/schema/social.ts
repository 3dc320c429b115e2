import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { scans } from './scans.js';
import { users } from './users.js';

/**
 * Photos customers submit for the community gallery. The image keys are copies made at submission,
 * so the landing gallery keeps working if the customer later deletes the scan.
 */
export const socialMediaSubmissions = pgTable(
  'social_media_submissions',
  {
    id: serial().primaryKey(),
    /** One submission per scan. */
    scanId: integer()
      .unique()
      .references(() => scans.id, { onDelete: 'set null' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The account name only (domain: a URL is reduced to it, a leading @ removed); null for the lab's own. */
    handle: text(),
    filmBrand: text().notNull().default(''),
    filmModel: text().notNull().default(''),
    selected: boolean().notNull().default(false),
    selectedAt: timestamp({ withTimezone: true }),
    thumbnailKey: text().notNull(),
    hiResKey: text().notNull(),
    midResOptimizedKey: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The landing gallery: selected = true ORDER BY selected_at DESC LIMIT 25.
    index('social_media_submissions_selected_idx').on(t.selected, t.selectedAt),
    index('social_media_submissions_user_id_idx').on(t.userId),
    index('social_media_submissions_created_at_idx').on(t.createdAt),
  ],
);
