// The tiff-unlocks module's queries: its own table, and the two unlock columns of scans it keeps
// (unlockedAt, unlockedSize, tiffKey: written here only).
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { builtOnce, placeholderFor } from '../../db/prepared.js';
import { filmRolls } from '../../db/schema/rolls.js';
import { scans } from '../../db/schema/scans.js';
import { scanUnlocks } from '../../db/schema/unlocks.js';
import { users } from '../../db/schema/users.js';
import { findOrderStatuses } from '../orders/order-service.js';

type Queryable = Db | Tx;
export type UnlockRow = typeof scanUnlocks.$inferSelect;

/** The frames the user owns among these ids (uploaded ones), with their unlock state. */
export function selectOwnScans(db: Queryable, userId: number, scanIds: readonly number[]) {
  return db
    .select({ id: scans.id, unlockedAt: scans.unlockedAt, tiffKey: scans.tiffKey })
    .from(scans)
    .where(and(inArray(scans.id, [...scanIds]), eq(scans.customerId, userId), sql`${scans.status} <> 'UPLOADING'`))
    .orderBy(asc(scans.id));
}

/** The same, locked for the rest of the transaction (in id order, so two requests never deadlock). */
export function lockOwnScans(tx: Tx, userId: number, scanIds: readonly number[]) {
  return selectOwnScans(tx, userId, scanIds).for('update');
}

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
  for (const unlock of paid) {
    await tx
      .update(scans)
      .set({ unlockedAt: now, unlockedSize: unlock.size })
      .where(and(eq(scans.id, unlock.scanId), isNull(scans.unlockedAt)));
  }
  if (paid.length > 0) {
    const withMaster = await tx
      .select({ id: scans.id })
      .from(scans)
      .where(
        and(
          inArray(
            scans.id,
            paid.map((p) => p.scanId),
          ),
          isNotNull(scans.tiffKey),
        ),
      );
    const ready = paid.filter((p) => withMaster.some((s) => s.id === p.scanId)).map((p) => p.id);
    if (ready.length > 0) await tx.update(scanUnlocks).set({ doneAt: now }).where(inArray(scanUnlocks.id, ready));
  }
  return paid;
}

/** Paid unlocks whose frame has no TIFF master yet, oldest first, with roll, frame and member. */
export function selectPendingTasks(db: Queryable) {
  return db
    .select({
      id: scanUnlocks.id,
      scanId: scanUnlocks.scanId,
      size: scanUnlocks.size,
      paidAt: scanUnlocks.paidAt,
      masterKey: scanUnlocks.masterKey,
      frame: scans.position,
      scanName: scans.name,
      rollId: filmRolls.id,
      rollName: filmRolls.name,
      memberId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(scanUnlocks)
    .innerJoin(scans, eq(scans.id, scanUnlocks.scanId))
    .innerJoin(filmRolls, eq(filmRolls.id, scans.filmRollId))
    .innerJoin(users, eq(users.id, scanUnlocks.customerId))
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
 * The frame's master is the file at `key`: every paid unlock of the frame is done. Returns the
 * unlocks this call finished (none when another request finished them first).
 */
export async function finishFrame(tx: Tx, scanId: number, key: string, now: Date) {
  await tx.update(scans).set({ tiffKey: key, updatedAt: now }).where(eq(scans.id, scanId));
  return tx
    .update(scanUnlocks)
    .set({ doneAt: now })
    .where(and(eq(scanUnlocks.scanId, scanId), isNotNull(scanUnlocks.paidAt), isNull(scanUnlocks.doneAt)))
    .returning({ id: scanUnlocks.id, customerId: scanUnlocks.customerId });
}

/** Frame, roll and member of a scan, for the e-mail. */
export async function selectScanForMail(db: Queryable, scanId: number) {
  const [row] = await db
    .select({
      frame: scans.position,
      rollId: filmRolls.id,
      rollName: filmRolls.name,
      customerId: users.id,
      firstName: users.firstName,
      email: users.email,
    })
    .from(scans)
    .innerJoin(filmRolls, eq(filmRolls.id, scans.filmRollId))
    .innerJoin(users, eq(users.id, scans.customerId))
    .where(eq(scans.id, scanId));
  return row;
}
