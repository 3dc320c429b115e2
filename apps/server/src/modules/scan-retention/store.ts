// The queries of scan retention: rolls whose scans may be due, the warnings, and the removal.
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { scanRetentionWarnings } from '../../db/schema/retention.js';
import { filmRolls } from '../../db/schema/rolls.js';
import { scans } from '../../db/schema/scans.js';

type Queryable = Db | Tx;

export interface DeliveredRoll {
  rollId: number;
  userId: number;
  /** The roll's newest scan: the scans count as delivered when the last one arrived. */
  deliveredAt: Date;
}

/** Rolls with scans, of the given users or of everyone, delivered at or before `before`. */
export async function selectDeliveredRolls(
  db: Queryable,
  options: { before: Date; userIds?: number[] },
): Promise<DeliveredRoll[]> {
  const rows = await db
    .select({
      rollId: scans.filmRollId,
      userId: filmRolls.customerId,
      deliveredAt: sql<Date>`max(${scans.createdAt})`.mapWith((value: string | Date) => new Date(value)),
    })
    .from(scans)
    .innerJoin(filmRolls, eq(filmRolls.id, scans.filmRollId))
    .where(options.userIds ? inArray(filmRolls.customerId, options.userIds) : undefined)
    .groupBy(scans.filmRollId, filmRolls.customerId)
    .having(lte(sql`max(${scans.createdAt})`, options.before));
  return rows;
}

/**
 * Claims the warning of each roll for its expiry date: the rows returned are the ones this call
 * inserted, so a warning already claimed (by an earlier run, or by another process now) is not sent again.
 */
export async function claimWarnings(
  db: Queryable,
  rows: Array<{ filmRollId: number; userId: number; expiresAt: Date }>,
  warnedAt: Date,
): Promise<Array<{ id: number; filmRollId: number; userId: number; expiresAt: Date }>> {
  if (rows.length === 0) return [];
  return db
    .insert(scanRetentionWarnings)
    .values(rows.map((row) => ({ ...row, warnedAt })))
    .onConflictDoNothing({ target: [scanRetentionWarnings.filmRollId, scanRetentionWarnings.expiresAt] })
    .returning({
      id: scanRetentionWarnings.id,
      filmRollId: scanRetentionWarnings.filmRollId,
      userId: scanRetentionWarnings.userId,
      expiresAt: scanRetentionWarnings.expiresAt,
    });
}

/** The latest warning still standing of each roll (not followed by a removal): the notice that counts. */
export async function selectOpenWarnings(db: Queryable, rollIds: number[]): Promise<Map<number, Date>> {
  const found = new Map<number, Date>();
  if (rollIds.length === 0) return found;
  const rows = await db
    .select({ filmRollId: scanRetentionWarnings.filmRollId, warnedAt: scanRetentionWarnings.warnedAt })
    .from(scanRetentionWarnings)
    .where(and(inArray(scanRetentionWarnings.filmRollId, rollIds), isNull(scanRetentionWarnings.removedAt)));
  for (const row of rows) {
    const known = found.get(row.filmRollId);
    if (!known || row.warnedAt > known) found.set(row.filmRollId, row.warnedAt);
  }
  return found;
}

/** Locks the roll for its removal; null when another process holds it (it is removing it now). */
export async function lockRollSkipLocked(tx: Tx, rollId: number): Promise<{ id: number } | null> {
  const [row] = await tx
    .select({ id: filmRolls.id })
    .from(filmRolls)
    .where(eq(filmRolls.id, rollId))
    .for('update', { skipLocked: true });
  return row ?? null;
}

/**
 * Deletes the roll's scans delivered at or before `deliveredBy` and returns their file keys. A
 * DELETE returns each row to one transaction only, so each file is removed once. The TIFF master goes too.
 */
export async function deleteDeliveredScans(
  tx: Tx,
  rollId: number,
  deliveredBy: Date,
): Promise<{ scans: number; keys: string[] }> {
  const deleted = await tx
    .delete(scans)
    .where(and(eq(scans.filmRollId, rollId), lte(scans.createdAt, deliveredBy)))
    .returning({
      hiResKey: scans.hiResKey,
      midResKey: scans.midResKey,
      midResOptimizedKey: scans.midResOptimizedKey,
      thumbnailKey: scans.thumbnailKey,
      tiffKey: scans.tiffKey,
    });
  const keys = deleted.flatMap((row) => Object.values(row).filter((key): key is string => typeof key === 'string'));
  return { scans: deleted.length, keys };
}

export async function markRemoved(tx: Tx, rollId: number, removedAt: Date): Promise<void> {
  await tx
    .update(scanRetentionWarnings)
    .set({ removedAt })
    .where(and(eq(scanRetentionWarnings.filmRollId, rollId), isNull(scanRetentionWarnings.removedAt)));
}

/** How the e-mail names each roll: its own name, or its film. */
export async function selectRollNames(db: Queryable, rollIds: number[]): Promise<Map<number, string>> {
  if (rollIds.length === 0) return new Map();
  const rows = await db
    .select({ id: filmRolls.id, name: filmRolls.name, brand: filmRolls.brand, model: filmRolls.model })
    .from(filmRolls)
    .where(inArray(filmRolls.id, rollIds));
  return new Map(
    rows.map((row) => [row.id, row.name?.trim() || `${row.brand} ${row.model}`.trim() || `Roll ${row.id}`]),
  );
}
