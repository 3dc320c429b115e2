import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Seed steps that run once (the demo catalogue, the demo accounts and their rolls). A step that is
 * recorded here is not run again, so a lab's edits and deletions of demo content survive restarts
 * and a second start does no work.
 */
export const seedRuns = pgTable('seed_runs', {
  step: text().primaryKey(),
  completedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
