// The orders board's queries (GET /orders/board): filters on the order and on its rolls, keyset paging
// on (created_at, id), and counts by status. Roll filters are EXISTS probes into film_rolls_board_idx
// (order_id, status, process, rush, priority_tier), so each costs an index-only look-up per order.
import type { BoardOrder, BoardQuery } from '@filmlab/api';
import { orderNumber, ROLL_STAGES } from '@filmlab/domain';
import { and, count, eq, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { labLocations } from '../../db/schema/locations.js';
import { orders } from '../../db/schema/orders.js';
import { filmRolls } from '../../db/schema/rolls.js';
import { users } from '../../db/schema/users.js';
import { dayStart } from './lab-queue.js';

const nextDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The filters on an order's rolls (stage, process, rush, tier). */
function rollConditions(query: BoardQuery): SQL[] {
  const roll: SQL[] = [];
  if (query.stage) roll.push(eq(filmRolls.status, query.stage));
  if (query.process) roll.push(eq(filmRolls.process, query.process));
  if (query.rush) roll.push(eq(filmRolls.rush, query.rush === 'true'));
  if (query.tier) roll.push(eq(filmRolls.priorityTier, query.tier));
  return roll;
}

export const hasRollFilters = (query: BoardQuery) => rollConditions(query).length > 0;

/**
 * How a page finds the orders whose rolls match: `walk` goes down the orders newest first and probes
 * each one's rolls (quick when matches are common: 51 matches come within a few hundred orders);
 * `rolls` collects the matching rolls' orders first (quick when they are few, e.g. the rolls still
 * waiting to be developed among years of finished ones, where a walk would probe every order).
 */
export type RollPlan = 'walk' | 'rolls';

/**
 * The board's orders: every customer's, and guests' shop orders once placed (an OPEN guest order is
 * a checkout left unpaid, nothing for the lab to do).
 */
const onBoard = or(isNotNull(orders.customerId), and(eq(orders.guest, true), ne(orders.status, 'OPEN')))!;

/** Every filter but status (the counts group by it), as SQL conditions on `orders`. */
function conditionsBesidesStatus(query: BoardQuery, timeZone: string, plan: RollPlan = 'walk'): SQL[] {
  const conditions: SQL[] = [onBoard];
  const roll = rollConditions(query);
  if (roll.length > 0 && plan === 'rolls') {
    conditions.push(
      sql`${orders.id} = any (array(select distinct ${filmRolls.orderId} from ${filmRolls} where ${and(...roll)}))`,
    );
  } else if (roll.length > 0) {
    conditions.push(
      sql`exists (select 1 from ${filmRolls} where ${filmRolls.orderId} = ${orders.id} and ${and(...roll)})`,
    );
  }
  if (query.locationId) conditions.push(eq(orders.locationId, query.locationId));
  if (query.from) conditions.push(sql`${orders.createdAt} >= ${dayStart(query.from, timeZone)}`);
  if (query.to) conditions.push(sql`${orders.createdAt} < ${dayStart(nextDay(query.to), timeZone)}`);
  return conditions;
}

export async function selectBoardPage(db: Db, query: BoardQuery, timeZone: string, limit: number, plan: RollPlan) {
  const conditions = conditionsBesidesStatus(query, timeZone, plan);
  if (query.status) conditions.push(eq(orders.status, query.status));
  const oldest = query.sort === 'oldest';
  // Microseconds since the epoch: a cursor that keeps PostgreSQL's full precision.
  const micros = sql<string>`(extract(epoch from ${orders.createdAt}) * 1000000)::bigint::text`;
  if (query.after) {
    const [at, id] = query.after.split('.');
    const cursorAt = sql`to_timestamp(${Number(at)}::double precision / 1000000)`;
    conditions.push(
      oldest
        ? sql`(${orders.createdAt}, ${orders.id}) > (${cursorAt}, ${Number(id)})`
        : sql`(${orders.createdAt}, ${orders.id}) < (${cursorAt}, ${Number(id)})`,
    );
  }
  const direction = oldest ? sql`asc` : sql`desc`;
  const rows = await db
    .select({
      id: orders.id,
      customerId: orders.customerId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      guest: orders.guest,
      guestEmail: orders.guestEmail,
      guestName: sql<string | null>`${orders.guestAddressData} ->> 'name'`,
      status: orders.status,
      total: orders.total,
      createdAt: orders.createdAt,
      micros,
      receivedAt: orders.receivedAt,
      location: labLocations.name,
      rolls: rollSummary,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.customerId))
    .leftJoin(labLocations, eq(labLocations.id, orders.locationId))
    .where(and(...conditions))
    .orderBy(sql`${orders.createdAt} ${direction}, ${orders.id} ${direction}`)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > limit && last ? `${last.micros}.${last.id}` : null };
}

/**
 * An order's rolls summed up (count, earliest stage, processes, rush, best tier), computed in the
 * page's own query for the page's rows only.
 */
const stageRank = sql.raw(`array_position(array[${ROLL_STAGES.map((stage) => `'${stage}'`).join(',')}], r.status)`);
const rollSummary = sql<RollSummaryRow | null>`(select json_build_array(count(*), min(${stageRank}),
  array_agg(distinct r.process), bool_or(r.rush), min(r.priority_tier))
  from ${filmRolls} r where r.order_id = ${orders.id})`;

/** [rolls, stage rank or null, processes, rush, tier]: json_build_array's answer. */
type RollSummaryRow = [number, number | null, string[] | null, boolean | null, string | null];

export async function countBoardByStatus(db: Db, query: BoardQuery, timeZone: string) {
  const rows = await db
    .select({ status: orders.status, count: count() })
    .from(orders)
    .where(and(...conditionsBesidesStatus(query, timeZone)))
    .groupBy(orders.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.count]));
}

export function presentBoardRows(rows: Awaited<ReturnType<typeof selectBoardPage>>['rows']): BoardOrder[] {
  return rows.map(({ rolls, ...row }) => {
    const [count = 0, stageRankOf = null, processes = null, rush = null, tier = null] = rolls ?? [];
    const guestName = row.guestName?.trim() || row.guestEmail || '';
    return {
      id: row.id,
      orderNumber: orderNumber(row.id),
      customerId: row.customerId,
      customerName: row.customerId === null ? guestName : `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(),
      customerEmail: row.email ?? row.guestEmail ?? '',
      guest: row.customerId === null,
      status: row.status,
      total: row.total,
      createdAt: row.createdAt.toISOString(),
      receivedAt: row.receivedAt?.toISOString() ?? null,
      location: row.location,
      rolls: count,
      stage: stageRankOf === null ? null : (ROLL_STAGES[stageRankOf - 1] ?? null),
      processes: count === 0 ? [] : [...(processes ?? [])].sort(),
      rush: rush ?? false,
      tier: count === 0 ? null : tier,
    };
  });
}
