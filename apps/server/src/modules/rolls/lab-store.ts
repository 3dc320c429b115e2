// What the lab's screens read of the ordered rolls (modules/development-orders asks through
// roll-service.ts): the live queue, the rolls behind the lab's pace, and the rolls' facts as a
// subquery an order's choices join.
import { count, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { filmRolls } from '../../db/schema/rolls.js';

type Queryable = Db | Tx;

/** Outstanding rolls: the predicate film_rolls_queue_idx is built on (keep the two the same). */
const outstanding = sql`${filmRolls.status} in ('RECEIVED', 'DEVELOPED')`;

/** The time zone as an SQL literal: the grouping below must repeat it exactly, which a parameter cannot. */
function zoneLiteral(timeZone: string) {
  if (!/^[A-Za-z0-9_+\-/]+$/.test(timeZone)) throw new Error(`unexpected time zone ${timeZone}`);
  return sql.raw(`'${timeZone}'`);
}

/**
 * The outstanding rolls grouped by process, rush, priority tier and the lab day they were received
 * (null for a roll moved on without a receipt), by one index-only scan of film_rolls_queue_idx.
 */
export function selectOutstandingRollGroups(db: Queryable, timeZone: string) {
  // Grouping by a date (not by its text) is the cheap part of the 50,000-row aggregate.
  const day = sql`(${filmRolls.receivedAt} at time zone ${zoneLiteral(timeZone)})::date`;
  return db
    .select({
      process: filmRolls.process,
      rush: filmRolls.rush,
      tier: filmRolls.priorityTier,
      receivedOn: sql<string | null>`to_char(${day}, 'YYYY-MM-DD')`,
      count: count(),
    })
    .from(filmRolls)
    .where(outstanding)
    .groupBy(filmRolls.process, filmRolls.rush, filmRolls.priorityTier, day);
}

/**
 * How many of the rolls a subquery names (its one column, a roll id) are of each process, each id
 * counted as often as the subquery answers it (the roll events of a window, say).
 */
export function countRollsByProcess(db: Queryable, rollIds: SQL) {
  return db
    .select({ process: filmRolls.process, count: count() })
    .from(filmRolls)
    .innerJoin(sql`(${rollIds}) as counted (roll_id)`, sql`counted.roll_id = ${filmRolls.id}`)
    .groupBy(filmRolls.process);
}

/**
 * The rolls' facts an order's screens show, as a subquery to join on its `id` (PostgreSQL folds it
 * into the query as it would the table itself).
 */
export function rollFactsSubquery(db: Queryable) {
  return db
    .select({
      id: filmRolls.id,
      brand: filmRolls.brand,
      model: filmRolls.model,
      format: filmRolls.format,
      process: filmRolls.process,
      status: filmRolls.status,
      notes: filmRolls.notes,
      receivedAt: filmRolls.receivedAt,
      priorityTier: filmRolls.priorityTier,
      developedAt: filmRolls.developedAt,
      scannedAt: filmRolls.scannedAt,
    })
    .from(filmRolls)
    .as('film_roll');
}
