import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

// A user's saved preferences (see eslint.config.js schemaOwners): the preferences module's table;
// others read it through the preferences service.

export const userPreferences = pgTable(
  'user_preferences',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    value: text().notNull(),
  },
  (t) => [uniqueIndex('user_preferences_user_key').on(t.userId, t.key)],
);
