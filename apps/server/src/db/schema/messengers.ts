import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { pickUps } from './pick-ups.js';
import { addresses } from './addresses.js';
import { users } from './users.js';

/** Couriers: a MESSENGER user with working hours and daily routes. */
export const messengers = pgTable(
  'messengers',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text(),
    vehicle: text(),
    active: boolean().notNull().default(true),
    notes: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messengers_active_idx').on(t.active)],
);

/** Weekly working hours; customers' pick-up availabilities are drawn from them. */
export const messengerHours = pgTable(
  'messenger_hours',
  {
    id: serial().primaryKey(),
    messengerId: integer()
      .notNull()
      .references(() => messengers.id, { onDelete: 'cascade' }),
    /** 0 = Sunday ... 6 = Saturday. */
    dayOfWeek: smallint().notNull(),
    /** Lab-local wall-clock times. */
    startTime: time().notNull(),
    endTime: time().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messenger_hours_messenger_id_idx').on(t.messengerId, t.dayOfWeek),
    check('messenger_hours_day', sql`${t.dayOfWeek} between 0 and 6`),
    check('messenger_hours_span', sql`${t.startTime} < ${t.endTime}`),
  ],
);

/** One messenger's route on one day (GET /messengers/{id}/routes?from=&to=). */
export const messengerRoutes = pgTable(
  'messenger_routes',
  {
    id: serial().primaryKey(),
    messengerId: integer()
      .notNull()
      .references(() => messengers.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    /** PLANNED, IN_PROGRESS, DONE. */
    status: text().notNull().default('PLANNED'),
    startedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('messenger_routes_messenger_date_key').on(t.messengerId, t.date)],
);

/** A stop on a route: collect rolls from a customer or bring an order back. */
export const routeStops = pgTable(
  'route_stops',
  {
    id: serial().primaryKey(),
    routeId: integer()
      .notNull()
      .references(() => messengerRoutes.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
    /** PICK_UP or DELIVERY. */
    kind: text().notNull(),
    customerId: integer().references(() => users.id, { onDelete: 'set null' }),
    addressId: integer().references(() => addresses.id, { onDelete: 'set null' }),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    pickUpId: integer().references(() => pickUps.id, { onDelete: 'set null' }),
    windowStart: timestamp({ withTimezone: true }),
    windowEnd: timestamp({ withTimezone: true }),
    /** When the customer was told the messenger is next (notify-next-stop). */
    notifiedAt: timestamp({ withTimezone: true }),
    /** COLLECTED or NO_ONE_HOME, set with completedAt when the messenger closes the stop. */
    outcome: text(),
    arrivedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    notes: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('route_stops_route_id_idx').on(t.routeId, t.position),
    index('route_stops_customer_id_idx').on(t.customerId),
    index('route_stops_address_id_idx').on(t.addressId),
    index('route_stops_order_id_idx').on(t.orderId),
    index('route_stops_pick_up_id_idx').on(t.pickUpId),
    // One booked pick-up per window of a route: two customers racing for a slot cannot both get it.
    uniqueIndex('route_stops_route_window_key')
      .on(t.routeId, t.windowStart)
      .where(sql`${t.kind} = 'PICK_UP' and ${t.windowStart} is not null`),
  ],
);
