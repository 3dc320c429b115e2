// The orders board's queries (GET /orders/board): filters on the order and on its rolls, keyset paging
// on (created_at, id), and counts by status. Roll filters are EXISTS probes into film_rolls_board_idx
// (order_id, status, process, rush, priority_tier), so each costs an index-only look-up per order.
import type { BoardOrder, BoardQuery } from '@filmlab/api';
import { orderNumber, ROLL_STAGES } from '@filmlab/domain';
import { and, count, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { labLocations } from '../../db/schema/locations.js';
import { orders } from '../../db/schema/orders.js';
import { filmRolls } from '../../db/schema/rolls.js';
import { users } from '../../db/schema/users.js';
import { dayStart } from './lab-queue.js';

const nextDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Every filter but status (the counts group by it), as SQL conditions on `orders`. */
function conditionsBesidesStatus(query: BoardQuery, timeZone: string): SQL[] {
  const conditions: SQL[] = [isNotNull(orders.customerId)];
  const roll: SQL[] = [];
  if (query.stage) roll.push(eq(filmRolls.status, query.stage));
  if (query.process) roll.push(eq(filmRolls.process, query.process));
  if (query.rush) roll.push(eq(filmRolls.rush, query.rush === 'true'));
  if (query.tier) roll.push(eq(filmRolls.priorityTier, query.tier));
  if (roll.length > 0) {
    conditions.push(
      sql`exists (select 1 from ${filmRolls} where ${filmRolls.orderId} = ${orders.id} and ${and(...roll)})`,
    );
  }
  if (query.locationId) conditions.push(eq(orders.locationId, query.locationId));
  if (query.from) conditions.push(sql`${orders.createdAt} >= ${dayStart(query.from, timeZone)}`);
  if (query.to) conditions.push(sql`${orders.createdAt} < ${dayStart(nextDay(query.to), timeZone)}`);
  return conditions;
}

export async function selectBoardPage(db: Db, query: BoardQuery, timeZone: string, limit: number) {
  const conditions = conditionsBesidesStatus(query, timeZone);
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
      status: orders.status,
      total: orders.total,
      createdAt: orders.createdAt,
      micros,
      receivedAt: orders.receivedAt,
      location: labLocations.name,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.customerId))
    .leftJoin(labLocations, eq(labLocations.id, orders.locationId))
    .where(and(...conditions))
    .orderBy(sql`${orders.createdAt} ${direction}, ${orders.id} ${direction}`)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > limit && last ? `${last.micros}.${last.id}` : null };
}

export async function countBoardByStatus(db: Db, query: BoardQuery, timeZone: string) {
  const rows = await db
    .select({ status: orders.status, count: count() })
    .from(orders)
    .where(and(...conditionsBesidesStatus(query, timeZone)))
    .groupBy(orders.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.count]));
}

/** The rolls of the page's orders, summed up per order. */
async function selectRollSummaries(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, Omit<BoardRollSummary, 'orderId'>>();
  const stageRank = sql.raw(`array_position(array[${ROLL_STAGES.map((stage) => `'${stage}'`).join(',')}], status)`);
  const rows = await db
    .select({
      orderId: sql<number>`${filmRolls.orderId}`,
      rolls: count(),
      stageRank: sql<number | null>`min(${stageRank})`,
      processes: sql<string[]>`array_agg(distinct ${filmRolls.process})`,
      rush: sql<boolean>`bool_or(${filmRolls.rush})`,
      tier: sql<string | null>`min(${filmRolls.priorityTier})`,
    })
    .from(filmRolls)
    .where(inArray(filmRolls.orderId, orderIds))
    .groupBy(filmRolls.orderId);
  return new Map(
    rows.map((row) => [
      Number(row.orderId),
      {
        rolls: row.rolls,
        stage: row.stageRank === null ? null : (ROLL_STAGES[Number(row.stageRank) - 1] ?? null),
        processes: [...row.processes].sort(),
        rush: row.rush,
        tier: row.tier,
      },
    ]),
  );
}

interface BoardRollSummary {
  orderId: number;
  rolls: number;
  stage: string | null;
  processes: string[];
  rush: boolean;
  tier: string | null;
}

export async function presentBoardRows(
  db: Db,
  rows: Awaited<ReturnType<typeof selectBoardPage>>['rows'],
): Promise<BoardOrder[]> {
  const rolls = await selectRollSummaries(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    orderNumber: orderNumber(row.id),
    customerId: row.customerId!,
    customerName: `${row.firstName} ${row.lastName}`.trim(),
    customerEmail: row.email,
    status: row.status,
    total: row.total,
    createdAt: row.createdAt.toISOString(),
    receivedAt: row.receivedAt?.toISOString() ?? null,
    location: row.location,
    ...(rolls.get(row.id) ?? { rolls: 0, stage: null, processes: [], rush: false, tier: null }),
  }));
}
