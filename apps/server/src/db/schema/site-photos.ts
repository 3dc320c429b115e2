import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The hero photograph staff uploaded for a page (modules/site-photos): one row per page that has
 * one; a page without a row shows its generated scene. Its sizes are blobs under
 * `site-photos/{photoId}/{width}.{avif|webp}`, a new id per upload.
 */
export const sitePhotos = pgTable('site_photos', {
  /** The page's path: /, /lab, /club or a local page such as /film-developing-chicago. */
  page: text().primaryKey(),
  photoId: text().notNull(),
  alt: text().notNull(),
  /** The largest size made (3:2). */
  width: integer().notNull(),
  height: integer().notNull(),
  /** The widths made, smallest first. */
  widths: integer().array().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer(),
});
