import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Newsletter subscribers (spec section 3). */
export const subscribers = pgTable(
  'subscribers',
  {
    id: serial().primaryKey(),
    /** Stored lower-cased and trimmed, so the unique key catches the same address in any case. */
    email: text().notNull().unique(),
    /** The spec's default is the string '0' (zip unknown). */
    zip: text().notNull().default('0'),
    ipAddress: text(),
    country: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // The admin list: newest first.
  (t) => [index('subscribers_created_at_idx').on(t.createdAt)],
);

/** One post as the footer shows it; what feed_cache keeps of a feed. */
export interface CachedFeedPost {
  title: string;
  url: string;
  publishedAt: string | null;
}

/**
 * The blog feed, read and parsed, kept in the database so every app process shares one copy and the
 * feed is fetched once per refresh period, not once per process or per page view.
 * `expiresAt` doubles as a lease: the process that moves it forward is the one that refetches.
 */
export const feedCache = pgTable('feed_cache', {
  /** The feed's URL, as configured. */
  url: text().primaryKey(),
  posts: jsonb().$type<CachedFeedPost[]>().notNull().default([]),
  /** When the feed was last read, successfully or not; null until the first read ends. */
  fetchedAt: timestamp({ withTimezone: true }),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  /** Why the last read failed; null after a good one. */
  lastError: text(),
});
