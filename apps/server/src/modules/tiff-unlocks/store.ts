// The tiff-unlocks module's queries of its own table. The unlock columns of scans it keeps (unlockedAt,
// unlockedSize, tiffKey) are set through the scans face.
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { builtOnce, placeholderFor } from '../../db/prepared.js';
import { scanUnlocks } from '../../db/schema/unlocks.js';
import { findOrderStatuses } from '../orders/order-service.js';
import { setScansUnlocked } from '../scans/scan-service.js';

type Queryable = Db | Tx;
export type UnlockRow = typeof scanUnlocks.$inferSelect;

/**
 * Scans with an unpaid unlock in an order still waiting for payment (so asking twice does not bill
 * twice); a canceled order's unlocks no longer count, so the frames can be unlocked again.
 */
export async function selectAwaitingPayment(db: Queryable, scanIds: readonly number[]) {
  if (scanIds.length === 0) return [];
  const unpaid = await db
    .select({ scanId: scanUnlocks.scanId, orderId: scanUnlocks.orderId })
    .from(scanUnlocks)
    .where(and(inArray(scanUnlocks.scanId, [...scanIds]), isNull(scanUnlocks.paidAt), isNotNull(scanUnlocks.orderId)));
  const statuses = await findOrderStatuses(db, [...new Set(unpaid.map((row) => row.orderId!))]);
  return unpaid.flatMap(({ scanId, orderId }) => {
    const status = orderId === null ? undefined : statuses.get(orderId);
    return status === 'OPEN' || status === 'INVOICED' ? [{ scanId, orderId }] : [];
  });
}

export function insertUnlocks(db: Queryable, rows: Array<typeof scanUnlocks.$inferInsert>) {
  return db.insert(scanUnlocks).values(rows).returning();
}

export async function countOrderUnlocks(db: Queryable, orderId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(scanUnlocks)
    .where(eq(scanUnlocks.orderId, orderId));
  return row?.count ?? 0;
}

const returningUnlock = { id: scanUnlocks.id, scanId: scanUnlocks.scanId, size: scanUnlocks.size };
// Every paid order runs it (most have no unlocks), so it is built once.
const markOrderUnlocksPaid = builtOnce('scan_unlocks_paid_of_order', (db) =>
  db
    .update(scanUnlocks)
    .set({ paidAt: placeholderFor('now') })
    .where(and(eq(scanUnlocks.orderId, sql.placeholder('orderId')), isNull(scanUnlocks.paidAt)))
    .returning(returningUnlock),
);

/**
 * Marks unlocks paid and their frames unlocked. A frame whose TIFF master exists is done at once;
 * the others stay the lab's task. Conditional on paidAt being unset, so paying twice changes nothing.
 */
export async function markPaid(tx: Tx, where: { orderId: number } | { ids: number[] }, now: Date) {
  const paid =
    'orderId' in where
      ? await markOrderUnlocksPaid(tx, { orderId: where.orderId, now })
      : await tx
          .update(scanUnlocks)
          .set({ paidAt: now })
          .where(and(inArray(scanUnlocks.id, where.ids), isNull(scanUnlocks.paidAt)))
          .returning(returningUnlock);
  const withMaster = await setScansUnlocked(tx, paid, now);
  const ready = paid.filter((p) => withMaster.includes(p.scanId)).map((p) => p.id);
  if (ready.length > 0) await tx.update(scanUnlocks).set({ doneAt: now }).where(inArray(scanUnlocks.id, ready));
  return paid;
}

/** Paid unlocks whose frame has no TIFF master yet, oldest first (the lab's tasks, a page of 500). */
export function selectPendingTasks(db: Queryable) {
  return db
    .select({
      id: scanUnlocks.id,
      scanId: scanUnlocks.scanId,
      customerId: scanUnlocks.customerId,
      size: scanUnlocks.size,
      paidAt: scanUnlocks.paidAt,
      masterKey: scanUnlocks.masterKey,
    })
    .from(scanUnlocks)
    .where(and(isNotNull(scanUnlocks.paidAt), isNull(scanUnlocks.doneAt)))
    .orderBy(asc(scanUnlocks.paidAt), asc(scanUnlocks.id))
    .limit(500);
}

export async function selectPendingUnlock(db: Queryable, unlockId: number) {
  const [row] = await db
    .select()
    .from(scanUnlocks)
    .where(and(eq(scanUnlocks.id, unlockId), isNotNull(scanUnlocks.paidAt), isNull(scanUnlocks.doneAt)));
  return row;
}

export async function setMasterKey(db: Queryable, unlockId: number, key: string) {
  await db.update(scanUnlocks).set({ masterKey: key }).where(eq(scanUnlocks.id, unlockId));
}

/**
 * The frame's master is there: every paid unlock of the frame is done. Returns the unlocks this call
 * finished (none when another request finished them first).
 */
export function finishFrameUnlocks(tx: Tx, scanId: number, now: Date) {
  return tx
    .update(scanUnlocks)
    .set({ doneAt: now })
    .where(and(eq(scanUnlocks.scanId, scanId), isNotNull(scanUnlocks.paidAt), isNull(scanUnlocks.doneAt)))
    .returning({ id: scanUnlocks.id, customerId: scanUnlocks.customerId });
}
