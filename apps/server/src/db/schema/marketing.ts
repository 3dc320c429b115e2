import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Newsletter subscribers (spec section 3). */
export const subscribers = pgTable('subscribers', {
  id: serial().primaryKey(),
  /** Stored lower-cased and trimmed, so the unique key catches the same address in any case. */
  email: text().notNull().unique(),
  /** The spec's default is the string '0' (zip unknown). */
  zip: text().notNull().default('0'),
  ipAddress: text(),
  country: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
