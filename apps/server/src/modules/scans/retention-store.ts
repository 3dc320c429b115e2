// The scans' side of scan retention (modules/scan-retention asks these through scan-service.ts):
// when each roll's scans were delivered, and removing the ones delivered by a date.
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { scans } from '../../db/schema/scans.js';
import { fileKeys } from './store.js';

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
  return db
    .select({
      rollId: scans.filmRollId,
      userId: scans.customerId,
      deliveredAt: sql<Date>`max(${scans.createdAt})`.mapWith((value: string | Date) => new Date(value)),
    })
    .from(scans)
    .where(options.userIds ? inArray(scans.customerId, options.userIds) : undefined)
    .groupBy(scans.filmRollId, scans.customerId)
    .having(lte(sql`max(${scans.createdAt})`, options.before));
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
  return { scans: deleted.length, keys: fileKeys(deleted) };
}
