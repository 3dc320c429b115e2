import { index, integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { users } from './users.js';

// The development orders module's (see eslint.config.js schemaOwners).

/** A batch of rolls received for an order; zip downloads and messenger stops refer to it. */
export const pickUps = pgTable(
  'pick_ups',
  {
    id: serial().primaryKey(),
    orderId: integer().references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receivedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pick_ups_order_id_idx').on(t.orderId),
    index('pick_ups_customer_id_idx').on(t.customerId, t.createdAt),
  ],
);
