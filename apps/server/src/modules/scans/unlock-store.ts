// The unlock columns of scans (unlockedAt, unlockedSize, tiffKey), which the tiff-unlocks module reads
// and sets through the scans face: a frame's unlock state, its unlocking once paid, its TIFF master.
import { and, asc, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { scans } from '../../db/schema/scans.js';

type Queryable = Db | Tx;

/** The frames the user owns among these ids (uploaded ones), with their unlock state, in id order. */
export function selectUnlockStates(db: Queryable, userId: number, scanIds: readonly number[]) {
  return db
    .select({ id: scans.id, unlockedAt: scans.unlockedAt, tiffKey: scans.tiffKey })
    .from(scans)
    .where(and(inArray(scans.id, [...scanIds]), eq(scans.customerId, userId), ne(scans.status, 'UPLOADING')))
    .orderBy(asc(scans.id));
}

/** The same, locked for the rest of the transaction (in id order, so two requests never deadlock). */
export function lockUnlockStates(tx: Tx, userId: number, scanIds: readonly number[]) {
  return selectUnlockStates(tx, userId, scanIds).for('update');
}

/**
 * Unlocks the frames at the size paid for (those not unlocked before), in the caller's transaction;
 * answers the ids of those whose TIFF master is already there.
 */
export async function setScansUnlocked(
  tx: Tx,
  unlocks: ReadonlyArray<{ scanId: number; size: string }>,
  now: Date,
): Promise<number[]> {
  if (unlocks.length === 0) return [];
  for (const unlock of unlocks) {
    await tx
      .update(scans)
      .set({ unlockedAt: now, unlockedSize: unlock.size })
      .where(and(eq(scans.id, unlock.scanId), isNull(scans.unlockedAt)));
  }
  const withMaster = await tx
    .select({ id: scans.id })
    .from(scans)
    .where(
      and(
        inArray(
          scans.id,
          unlocks.map((unlock) => unlock.scanId),
        ),
        isNotNull(scans.tiffKey),
      ),
    );
  return withMaster.map((row) => row.id);
}

/** The frame's TIFF master is the file at `key` (downloadable by whoever unlocked it). */
export async function setTiffMaster(tx: Tx, scanId: number, key: string, now: Date): Promise<void> {
  await tx.update(scans).set({ tiffKey: key, updatedAt: now }).where(eq(scans.id, scanId));
}

/** Frame number, file name, roll and owner of each of these scans (those that exist), in one query. */
export async function selectFramesOf(db: Queryable, scanIds: readonly number[]) {
  if (scanIds.length === 0) return [];
  return db
    .select({
      id: scans.id,
      position: scans.position,
      name: scans.name,
      filmRollId: scans.filmRollId,
      customerId: scans.customerId,
    })
    .from(scans)
    .where(inArray(scans.id, [...new Set(scanIds)]));
}
