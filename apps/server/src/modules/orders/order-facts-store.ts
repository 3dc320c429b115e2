// Small reads and writes of orders that other modules ask through order-service.ts: a customer's
// first order, the statuses of orders another module lists, a claimed vendor order's new customer, and
// a new order of another kind (a development order with its shipments, a TIFF unlock's).
import { and, asc, eq, getTableColumns, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { insertRows } from '../../db/insert-rows.js';
import { orders } from '../../db/schema/orders.js';
import { shipments } from '../../db/schema/shipments.js';
import type { OrderRow, ShipmentRow } from './store.js';

type Queryable = Db | Tx;

/** The customer's first order: the lowest id that was not cancelled, or null. */
export async function selectFirstOrderId(db: Queryable, customerId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), ne(orders.status, 'CANCELED')))
    .orderBy(asc(orders.id))
    .limit(1);
  return row?.id ?? null;
}

/** The order and its shipments now name the customer (a claimed vendor order). */
export async function moveOrderCustomer(tx: Tx, orderId: number, customerId: number, now: Date): Promise<void> {
  await tx.update(orders).set({ customerId, updatedAt: now }).where(eq(orders.id, orderId));
  await tx.update(shipments).set({ customerId }).where(eq(shipments.orderId, orderId));
}

/** The order's film arrived at the lab (the first roll received). */
export async function markOrderReceived(tx: Tx, orderId: number, now: Date): Promise<void> {
  await tx.update(orders).set({ receivedAt: now, updatedAt: now }).where(eq(orders.id, orderId));
}

/** Each order's status by id (those that exist). */
export async function selectOrderStatuses(
  db: Queryable,
  orderIds: readonly number[],
): Promise<Map<number, OrderRow['status']>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(inArray(orders.id, [...orderIds]));
  return new Map(rows.map((row) => [row.id, row.status] as const));
}

/** What another module's new order starts with (its lines and totals come after, by recomputeOrder). */
export type NewOrderValues = Pick<
  typeof orders.$inferInsert,
  'customerId' | 'notes' | 'locationId' | 'address' | 'taxRate' | 'taxSource' | 'priceListId'
>;

/** One statement (insertRows), as development orders are made on a hot path. */
export async function insertOrderRow(tx: Tx, values: NewOrderValues): Promise<OrderRow> {
  const [row] = await insertRows(tx, orders, [values], getTableColumns(orders));
  return row!;
}

/** An order's shipments as another module's new order makes them; every row sets the same columns. */
export type NewShipmentValues = Omit<typeof shipments.$inferInsert, 'id' | 'createdAt'>;

export function insertShipmentRows(tx: Tx, rows: NewShipmentValues[]): Promise<ShipmentRow[]> {
  return insertRows(tx, shipments, rows, getTableColumns(shipments));
}

export async function updateShipmentCost(tx: Tx, shipmentId: number, cost: number): Promise<ShipmentRow> {
  const [row] = await tx.update(shipments).set({ cost }).where(eq(shipments.id, shipmentId)).returning();
  return row!;
}

/** The ids of orders in one of these statuses, as a subquery another module's list filters by. */
export function orderIdsWithStatus(statuses: ReadonlyArray<OrderRow['status']>): SQL {
  return sql`select ${orders.id} from ${orders} where ${inArray(orders.status, [...statuses])}`;
}
