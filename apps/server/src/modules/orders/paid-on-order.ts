// What a customer has paid on an order so far: the succeeded payments recorded against it. An order
// adjusted after it was paid is invoiced for its total less this (the difference).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { payments } from '../../db/schema/settled-payments.js';

/** null: never paid (an order paid in full with credits was paid, with 0 cents). */
export async function paidOnOrder(db: Db | Tx, orderId: number): Promise<number | null> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${payments.amount}), 0)::bigint`, count: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')));
  return Number(row?.count ?? 0) > 0 ? Number(row?.cents ?? 0) : null;
}

/** The same for several orders at once: only orders that were paid appear. */
export async function paidOnOrders(db: Db | Tx, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: payments.orderId, cents: sql<number>`coalesce(sum(${payments.amount}), 0)::bigint` })
    .from(payments)
    .where(and(inArray(payments.orderId, orderIds), eq(payments.status, 'succeeded')))
    .groupBy(payments.orderId);
  return new Map(rows.map((row) => [row.orderId!, Number(row.cents)]));
}
