import { relations } from 'drizzle-orm';
import { subscriptions } from './subscriptions.js';
import { addresses } from './addresses.js';
import { userPreferences } from './preferences.js';
import { users } from './users.js';

// How a user's addresses, preferences and subscriptions hang on the account, for Drizzle's relational
// queries (db.query). The modules read these tables through their owners' services instead: a user
// as the API shows them is put together by users/present-user.ts from each owner's batched read.
export const userRelations = relations(users, ({ many }) => ({
  addresses: many(addresses),
  preferences: many(userPreferences),
  subscriptions: many(subscriptions),
}));

export const addressRelations = relations(addresses, ({ one }) => ({
  user: one(users, { fields: [addresses.userId], references: [users.id] }),
}));

export const userPreferenceRelations = relations(userPreferences, ({ one }) => ({
  user: one(users, { fields: [userPreferences.userId], references: [users.id] }),
}));

export const subscriptionRelations = relations(subscriptions, ({ one }) => ({
  user: one(users, { fields: [subscriptions.userId], references: [users.id] }),
}));
