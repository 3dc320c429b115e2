// The orders as the lab's screens read them (development orders ask through order-service.ts): a
// page of the orders board by keyset on (created_at, id), its counts by status, and the orders each
// location is still handling. Conditions on an order's rolls come from the caller, as SQL on its id.
import { and, count, eq, inArray, isNotNull, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';

type Queryable = Db | Tx;
type OrderStatus = (typeof orders.$inferSelect)['status'];

/** The board's filters on orders; `matching` is SQL on an order's id (its rolls', from their module). */
export interface BoardOrderFilter {
  status?: OrderStatus | undefined;
  locationId?: number | undefined;
  /** Placed at or after this instant (SQL: the start of a lab day). */
  placedFrom?: SQL | undefined;
  /** Placed before this instant (SQL: the start of a lab day). */
  placedBefore?: SQL | undefined;
  matching?: ((orderId: SQLWrapper) => SQL | undefined) | undefined;
}

/**
 * The board's orders: every customer's, and guests' shop orders once placed (an OPEN guest order is
 * a checkout left unpaid, nothing for the lab to do).
 */
const onBoard = or(isNotNull(orders.customerId), and(eq(orders.guest, true), ne(orders.status, 'OPEN')))!;

/** Every filter but status (the counts group by it), as SQL conditions on `orders`. */
function conditionsBesidesStatus(filter: BoardOrderFilter): SQL[] {
  const conditions: SQL[] = [onBoard];
  const matching = filter.matching?.(orders.id);
  if (matching) conditions.push(matching);
  if (filter.locationId) conditions.push(eq(orders.locationId, filter.locationId));
  if (filter.placedFrom) conditions.push(sql`${orders.createdAt} >= ${filter.placedFrom}`);
  if (filter.placedBefore) conditions.push(sql`${orders.createdAt} < ${filter.placedBefore}`);
  return conditions;
}

/**
 * A page of the board's orders, newest first (or oldest), after the cursor of the page before; the
 * next page's cursor, null on the last page.
 */
export async function selectBoardOrderPage(
  db: Queryable,
  filter: BoardOrderFilter,
  page: { oldest: boolean; after?: string | undefined; limit: number },
) {
  const conditions = conditionsBesidesStatus(filter);
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  // Microseconds since the epoch: a cursor that keeps PostgreSQL's full precision.
  const micros = sql<string>`(extract(epoch from ${orders.createdAt}) * 1000000)::bigint::text`;
  if (page.after) {
    const [at, id] = page.after.split('.');
    const cursorAt = sql`to_timestamp(${Number(at)}::double precision / 1000000)`;
    conditions.push(
      page.oldest
        ? sql`(${orders.createdAt}, ${orders.id}) > (${cursorAt}, ${Number(id)})`
        : sql`(${orders.createdAt}, ${orders.id}) < (${cursorAt}, ${Number(id)})`,
    );
  }
  const direction = page.oldest ? sql`asc` : sql`desc`;
  const rows = await db
    .select({
      id: orders.id,
      customerId: orders.customerId,
      guestEmail: orders.guestEmail,
      guestName: sql<string | null>`${orders.guestAddressData} ->> 'name'`,
      status: orders.status,
      total: orders.total,
      createdAt: orders.createdAt,
      micros,
      receivedAt: orders.receivedAt,
      locationId: orders.locationId,
    })
    .from(orders)
    .where(and(...conditions))
    .orderBy(sql`${orders.createdAt} ${direction}, ${orders.id} ${direction}`)
    .limit(page.limit + 1);
  const found = rows.slice(0, page.limit);
  const last = found.at(-1);
  return {
    rows: found.map(({ micros: _micros, ...row }) => row),
    nextCursor: rows.length > page.limit && last ? `${last.micros}.${last.id}` : null,
  };
}

/** How many of the board's orders under the filter (its status aside) are in each status. */
export async function countBoardOrdersByStatus(db: Queryable, filter: BoardOrderFilter) {
  const rows = await db
    .select({ status: orders.status, count: count() })
    .from(orders)
    .where(and(...conditionsBesidesStatus(filter)))
    .groupBy(orders.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.count]));
}

/** How many orders in these statuses each of these locations has (one without any is left out). */
export async function countOrdersAtLocations(
  db: Queryable,
  locationIds: readonly number[],
  statuses: readonly OrderStatus[],
): Promise<Map<number, number>> {
  if (locationIds.length === 0) return new Map();
  const rows = await db
    .select({ locationId: orders.locationId, count: count() })
    .from(orders)
    .where(and(inArray(orders.locationId, [...locationIds]), inArray(orders.status, [...statuses])))
    .groupBy(orders.locationId);
  return new Map(rows.flatMap((row) => (row.locationId === null ? [] : [[row.locationId, row.count] as const])));
}
