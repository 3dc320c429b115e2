import { SCAN_SIZES, SLEEVING_VALUES, type PriorityTier } from '@filmlab/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { pickUps } from './pick-ups.js';
import { tsvector } from './search-vector.js';
import { users } from './users.js';

export const scanSizeEnum = pgEnum('scan_size', SCAN_SIZES);
export const sleevingEnum = pgEnum('sleeving', SLEEVING_VALUES);

/**
 * A customer's roll of film. `status` is the last roll event (e.g. RECEIVED, DEVELOPED, SCANNED,
 * SYNCED); the *At columns record when the lab reached each step, so the admin stats can count
 * "developed today" or "outstanding E-6" with an index.
 */
export const filmRolls = pgTable(
  'film_rolls',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    pickUpId: integer().references(() => pickUps.id, { onDelete: 'set null' }),
    /** The customer's own name for the roll, if any. */
    name: text(),
    brand: text().notNull().default(''),
    model: text().notNull().default(''),
    /** 35mm, 120, 110, disposable ... */
    format: text().notNull().default('35mm'),
    /** C-41, BW, E-6, ECN-2. */
    process: text().notNull().default('C-41'),
    status: text().notNull().default('CREATED'),
    scanQuality: scanSizeEnum().notNull().default('STANDARD_2K'),
    rush: boolean().notNull().default(false),
    sleeving: sleevingEnum().notNull().default('NONE'),
    /** The queue the roll waits in (domain priorityTierOf), from the buyer's plan when it was ordered. */
    priorityTier: text().$type<PriorityTier>().notNull().default('STANDARD'),
    notes: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    receivedAt: timestamp({ withTimezone: true }),
    developedAt: timestamp({ withTimezone: true }),
    scannedAt: timestamp({ withTimezone: true }),
    syncedAt: timestamp({ withTimezone: true }),
    /** The code on the roll's label (domain rollCodeOf), given when the lab receives the roll. */
    rollCode: text(),
    /**
     * The names of the tags and locations on the roll and on its scans, kept by modules/tags
     * (search-text.ts) so that one search can match words from the roll and from its labels together.
     */
    labelsText: text().notNull().default(''),
    /** Full-text search over the roll's words and its labels' (the search box of the library). */
    search: tsvector().generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(notes, '') || ' ' || brand || ' ' || model || ' ' || format || ' ' || process || ' ' || labels_text)`,
    ),
  },
  (t) => [
    // A member's library, newest first, paged by (createdAt, id).
    index('film_rolls_customer_id_idx').on(t.customerId, t.createdAt, t.id),
    index('film_rolls_search_idx').using('gin', t.search),
    index('film_rolls_order_id_idx').on(t.orderId),
    // The orders board's roll filters (stage, process, rush, tier) probe it index-only, per order.
    index('film_rolls_board_idx').on(t.orderId, t.status, t.process, t.rush, t.priorityTier),
    index('film_rolls_pick_up_id_idx').on(t.pickUpId),
    index('film_rolls_process_status_idx').on(t.process, t.status),
    index('film_rolls_developed_at_idx').on(t.developedAt),
    index('film_rolls_scanned_at_idx').on(t.scannedAt),
    index('film_rolls_synced_at_idx').on(t.syncedAt),
    // The roll events dashboard: the rolls at one stage, the longest waiting first.
    index('film_rolls_status_updated_at_idx').on(t.status, t.updatedAt, t.id),
    // A scanning station finds the roll by the code in the scanner's folder name.
    uniqueIndex('film_rolls_roll_code_key').on(t.rollCode),
    // The lab's live queue (ETA and general stats): outstanding rolls only, grouped without the table.
    index('film_rolls_queue_idx')
      .on(t.process, t.rush, t.priorityTier, t.receivedAt)
      .where(sql`${t.status} in ('RECEIVED', 'DEVELOPED')`),
  ],
);
