import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { filmRolls } from './rolls.js';
import { users } from './users.js';

// Roll events (see eslint.config.js schemaOwners): the development orders module writes them as rolls
// move through the lab; the roll events module reads them for its dashboard.

/** Each step a roll went through, by whom (PUT /orders/{id}/add-rolls-event/{eventId}). */
export const rollEvents = pgTable(
  'roll_events',
  {
    id: serial().primaryKey(),
    filmRollId: integer()
      .notNull()
      .references(() => filmRolls.id, { onDelete: 'cascade' }),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    event: text().notNull(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('roll_events_film_roll_id_idx').on(t.filmRollId, t.createdAt),
    // The roll events dashboard: one event, newest first.
    index('roll_events_event_idx').on(t.event, t.createdAt),
    index('roll_events_order_id_idx').on(t.orderId),
    index('roll_events_actor_id_idx').on(t.actorId),
  ],
);
