// The vendor orders' queries: the vendor's record of each order it brought in, and moving a claimed
// order (with its rolls, their choices and frames, its pick-ups and shipments) to the customer.
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { orders, pickUps } from '../../db/schema/orders.js';
import { filmRolls, rollOrderDefaults } from '../../db/schema/rolls.js';
import { scans } from '../../db/schema/scans.js';
import { shipments } from '../../db/schema/shipments.js';
import { vendorOrders } from '../../db/schema/vendors.js';

type Queryable = Db | Tx;
export type VendorOrderRow = typeof vendorOrders.$inferSelect;

export async function insertVendorOrder(tx: Tx, values: typeof vendorOrders.$inferInsert): Promise<void> {
  await tx.insert(vendorOrders).values(values);
}

/** A page of the vendor's orders, newest first, with each order's status. */
export async function selectVendorOrders(db: Queryable, vendorId: number, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ record: vendorOrders, status: orders.status })
      .from(vendorOrders)
      .innerJoin(orders, eq(orders.id, vendorOrders.orderId))
      .where(eq(vendorOrders.vendorId, vendorId))
      .orderBy(desc(vendorOrders.createdAt), desc(vendorOrders.id))
      .limit(limit)
      .offset(offset),
    db.select({ count: count() }).from(vendorOrders).where(eq(vendorOrders.vendorId, vendorId)),
  ]);
  return { rows, count: total?.count ?? 0 };
}

export async function selectVendorOrderOf(db: Queryable, vendorId: number, orderId: number) {
  const [row] = await db
    .select({ record: vendorOrders, status: orders.status })
    .from(vendorOrders)
    .innerJoin(orders, eq(orders.id, vendorOrders.orderId))
    .where(and(eq(vendorOrders.vendorId, vendorId), eq(vendorOrders.orderId, orderId)));
  return row;
}

export async function selectClaimByTokenHash(db: Queryable, tokenHash: string): Promise<VendorOrderRow | undefined> {
  const [row] = await db.select().from(vendorOrders).where(eq(vendorOrders.claimTokenHash, tokenHash));
  return row;
}

/** Marks the claim taken, only if it was not: false when another request claimed it first. */
export async function markClaimed(tx: Tx, id: number, customerId: number, now: Date): Promise<boolean> {
  const updated = await tx
    .update(vendorOrders)
    .set({ claimedAt: now, claimedById: customerId })
    .where(and(eq(vendorOrders.id, id), isNull(vendorOrders.claimedAt)))
    .returning({ id: vendorOrders.id });
  return updated.length === 1;
}

/** The order and everything of it that names its holder now names the customer. */
export async function moveOrderToCustomer(tx: Tx, orderId: number, customerId: number, now: Date): Promise<void> {
  await tx.update(orders).set({ customerId, updatedAt: now }).where(eq(orders.id, orderId));
  const rolls = await tx
    .update(filmRolls)
    .set({ customerId, updatedAt: now })
    .where(eq(filmRolls.orderId, orderId))
    .returning({ id: filmRolls.id });
  const rollIds = rolls.map((roll) => roll.id);
  if (rollIds.length > 0) {
    await tx.update(rollOrderDefaults).set({ customerId }).where(inArray(rollOrderDefaults.filmRollId, rollIds));
    await tx.update(scans).set({ customerId }).where(inArray(scans.filmRollId, rollIds));
  }
  await tx.update(pickUps).set({ customerId }).where(eq(pickUps.orderId, orderId));
  await tx.update(shipments).set({ customerId }).where(eq(shipments.orderId, orderId));
}
