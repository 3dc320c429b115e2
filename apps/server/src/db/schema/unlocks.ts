import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { scans } from './scans.js';
import { users } from './users.js';

/**
 * A frame's TIFF unlock (PUT /users/{id}/scans/unlock-scans). A paid unlock belongs to an order of
 * the `tiffunlock` product and counts once that order is PAID (paidAt is set in the payment's own
 * transaction); a free one (Very Nice and up) has no order and is paid when made. A paid unlock
 * whose frame has no TIFF master is the lab's task until staff upload it (doneAt).
 */
export const scanUnlocks = pgTable(
  'scan_unlocks',
  {
    id: serial().primaryKey(),
    scanId: integer()
      .notNull()
      .references(() => scans.id, { onDelete: 'cascade' }),
    customerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for a free unlock. */
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    size: text().notNull(),
    /** The price per frame the server set, cents (0 when included in the plan). */
    unitAmount: integer().notNull(),
    paidAt: timestamp({ withTimezone: true }),
    /** Where staff upload the TIFF master (set by the upload link). */
    masterKey: text(),
    /** The frame's TIFF master is there: downloadable. */
    doneAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('scan_unlocks_scan_id_idx').on(t.scanId),
    index('scan_unlocks_customer_id_idx').on(t.customerId),
    index('scan_unlocks_order_id_idx').on(t.orderId),
    // The lab's list: paid, not done, oldest first.
    index('scan_unlocks_pending_idx')
      .on(t.paidAt, t.id)
      .where(sql`${t.paidAt} is not null and ${t.doneAt} is null`),
  ],
);
