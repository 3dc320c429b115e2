import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The words staff rewrote on a city or topic page (modules/page-words): one row per page they
 * changed, holding only the fields they gave; a page without a row shows its built copy.
 */
export const pageWords = pgTable('page_words', {
  /** The page's path, e.g. /film-developing-chicago. */
  path: text().primaryKey(),
  words: jsonb().$type<Record<string, string>>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer(),
});
