import { CARRIERS, SHIPMENT_METHOD_VALUES, type ServiceLevel } from '@filmlab/domain';
import { boolean, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { addresses } from './addresses.js';
import { users } from './users.js';

export const shipmentMethodEnum = pgEnum('shipment_method', SHIPMENT_METHOD_VALUES);
export const carrierEnum = pgEnum('carrier', CARRIERS);

/** Shipments to the lab (toCustomer false) and back to the customer, with their labels. */
export const shipments = pgTable(
  'shipments',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null on guest orders. */
    customerId: integer().references(() => users.id),
    method: shipmentMethodEnum().notNull(),
    carrier: carrierEnum(),
    /** One of the domain's SERVICE_LEVELS; text rather than an enum because carriers add services. */
    serviceLevel: text().$type<ServiceLevel>(),
    toCustomer: boolean().notNull().default(false),
    customerAddressId: integer().references(() => addresses.id, { onDelete: 'set null' }),
    trackingNumber: text(),
    /** The carrier's shipment record; the API returns it as a JSON string with postageLabel.labelUrl. */
    carrierShipment: jsonb().$type<Record<string, unknown>>(),
    /** Blob key of the label PNG. */
    labelPath: text(),
    /** Why the last label purchase failed, in words (the customer retries from the summary); null once bought. */
    labelError: text(),
    /** A label purchase is under way since then: one buyer at a time, and a crashed one is retried after a while. */
    labelClaimedAt: timestamp({ withTimezone: true }),
    /** Cents charged for the shipment (0 for free labels). */
    cost: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    shippedAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('shipments_order_id_idx').on(t.orderId, t.method),
    index('shipments_customer_id_idx').on(t.customerId),
    index('shipments_customer_address_id_idx').on(t.customerAddressId),
    index('shipments_tracking_number_idx').on(t.trackingNumber),
    // Staff quick search: any substring of a tracking number (pg_trgm).
    index('shipments_tracking_trgm_idx').using('gin', t.trackingNumber.op('gin_trgm_ops')),
  ],
);
