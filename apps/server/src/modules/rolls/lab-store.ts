// What the lab's screens read of the ordered rolls (modules/development-orders asks through
// roll-service.ts): the live queue, the rolls behind the lab's pace, the orders board's roll filters
// and each order's rolls summed up, and the rolls' facts as a subquery an order's choices join.
import { ROLL_STAGES, type PriorityTier, type RollStage } from '@filmlab/domain';
import { and, count, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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

/** The orders board's filters on an order's rolls (stage, process, rush, tier). */
export interface RollFilter {
  stage?: RollStage | undefined;
  process?: string | undefined;
  rush?: boolean | undefined;
  tier?: PriorityTier | undefined;
}

function filterConditions(filter: RollFilter): SQL[] {
  const roll: SQL[] = [];
  if (filter.stage) roll.push(eq(filmRolls.status, filter.stage));
  if (filter.process) roll.push(eq(filmRolls.process, filter.process));
  if (filter.rush !== undefined) roll.push(eq(filmRolls.rush, filter.rush));
  if (filter.tier) roll.push(eq(filmRolls.priorityTier, filter.tier));
  return roll;
}

/**
 * SQL true for an order (its id given) with a roll that matches: a probe of film_rolls_board_idx
 * (order_id, status, process, rush, priority_tier), index-only, per order. Undefined for no filter.
 */
export function hasMatchingRoll(orderId: SQLWrapper, filter: RollFilter): SQL | undefined {
  const roll = filterConditions(filter);
  if (roll.length === 0) return undefined;
  return sql`exists (select 1 from ${filmRolls} where ${filmRolls.orderId} = ${orderId} and ${and(...roll)})`;
}

/**
 * The same answer from the rolls' side: the matching rolls' orders, collected once (quick when they
 * are few). Undefined for no filter.
 */
export function isOrderOfMatchingRolls(orderId: SQLWrapper, filter: RollFilter): SQL | undefined {
  const roll = filterConditions(filter);
  if (roll.length === 0) return undefined;
  return sql`${orderId} = any (array(select distinct ${filmRolls.orderId} from ${filmRolls} where ${and(...roll)}))`;
}

/** An order's rolls summed up, as the orders board shows them. */
export interface OrderRollSummary {
  rolls: number;
  /** The earliest stage of its rolls. */
  stage: RollStage | null;
  processes: string[];
  rush: boolean;
  /** The best priority tier of its rolls. */
  tier: PriorityTier | null;
}

const stageRank = sql.raw(`array_position(array[${ROLL_STAGES.map((stage) => `'${stage}'`).join(',')}], status)`);
/** [rolls, stage rank or null, processes, rush, tier]: json_build_array's answer. */
type SummaryRow = [number, number | null, string[] | null, boolean | null, PriorityTier | null];

/** The rolls of these orders summed up, by order, in one query (an order without rolls is left out). */
export async function selectRollSummaries(
  db: Queryable,
  orderIds: readonly number[],
): Promise<Map<number, OrderRollSummary>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: filmRolls.orderId,
      summary: sql<SummaryRow>`json_build_array(count(*), min(${stageRank}), array_agg(distinct ${filmRolls.process}),
        bool_or(${filmRolls.rush}), min(${filmRolls.priorityTier}))`,
    })
    .from(filmRolls)
    .where(inArray(filmRolls.orderId, [...new Set(orderIds)]))
    .groupBy(filmRolls.orderId);
  return new Map(
    rows.flatMap(({ orderId, summary: [rolls, rank, processes, rush, tier] }) =>
      orderId === null
        ? []
        : [
            [
              orderId,
              {
                rolls,
                stage: rank === null ? null : (ROLL_STAGES[rank - 1] ?? null),
                processes: [...(processes ?? [])].sort(),
                rush: rush ?? false,
                tier,
              },
            ] as const,
          ],
    ),
  );
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
