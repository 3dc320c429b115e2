import { relations } from 'drizzle-orm';
import { subscriptions } from './subscriptions.js';
import { addresses, userPreferences, users } from './users.js';

// Relations let Drizzle load a user with its addresses, preferences and subscriptions in one
// statement (lateral JSON aggregation), which keeps GET /auth/current-user to one query after auth.
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
