import type { NegativesAction } from '@filmlab/domain';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { pickUps } from './pick-ups.js';
import { productVariants } from './products.js';
import { filmRolls, scanSizeEnum, sleevingEnum } from './rolls.js';
import { users } from './users.js';

// The development orders module's tables (see eslint.config.js schemaOwners); the roll events it
// writes are in roll-events.ts.

/** The options chosen for each roll of an order (spec section 3, "roll defaults in an order"). */
export const rollOrderDefaults = pgTable(
  'roll_order_defaults',
  {
    id: serial().primaryKey(),
    /** The client's key for a roll not yet saved; unique within an order so a retried update is harmless. */
    tempKey: text(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pickUpId: integer().references(() => pickUps.id, { onDelete: 'set null' }),
    filmRollId: integer().references(() => filmRolls.id, { onDelete: 'set null' }),
    returnToCustomer: boolean().notNull().default(false),
    /** The push/pull variant (e.g. Push +1) of the pushpullroll add-on; null for box speed. */
    pushPullId: integer().references(() => productVariants.id, { onDelete: 'set null' }),
    /** The cross-process variant of the crossprocessroll add-on; null for the film's own process. */
    crossProcessId: integer().references(() => productVariants.id, { onDelete: 'set null' }),
    addPrints: boolean().notNull().default(false),
    addRush: boolean().notNull().default(false),
    sleeving: sleevingEnum().notNull().default('NONE'),
    negativesAction: text().$type<NegativesAction>(),
    scanQuality: scanSizeEnum().notNull().default('STANDARD_2K'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('roll_order_defaults_order_temp_key').on(t.orderId, t.tempKey),
    index('roll_order_defaults_customer_id_idx').on(t.customerId),
    index('roll_order_defaults_pick_up_id_idx').on(t.pickUpId),
    index('roll_order_defaults_film_roll_id_idx').on(t.filmRollId),
    index('roll_order_defaults_push_pull_id_idx').on(t.pushPullId),
    index('roll_order_defaults_cross_process_id_idx').on(t.crossProcessId),
  ],
);
