// The vendor orders' queries: the vendor's record of each order it brought in, and its claim.
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { vendorOrders } from '../../db/schema/vendors.js';

type Queryable = Db | Tx;
export type VendorOrderRow = typeof vendorOrders.$inferSelect;

export async function insertVendorOrder(tx: Tx, values: typeof vendorOrders.$inferInsert): Promise<void> {
  await tx.insert(vendorOrders).values(values);
}

/** A page of the vendor's orders, newest first. */
export async function selectVendorOrders(db: Queryable, vendorId: number, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(vendorOrders)
      .where(eq(vendorOrders.vendorId, vendorId))
      .orderBy(desc(vendorOrders.createdAt), desc(vendorOrders.id))
      .limit(limit)
      .offset(offset),
    db.select({ count: count() }).from(vendorOrders).where(eq(vendorOrders.vendorId, vendorId)),
  ]);
  return { rows, count: total?.count ?? 0 };
}

export async function selectVendorOrderOf(
  db: Queryable,
  vendorId: number,
  orderId: number,
): Promise<VendorOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(vendorOrders)
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
