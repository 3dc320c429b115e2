// The warnings of scan retention; the rolls and their scans are the rolls and scans modules' (their faces).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { scanRetentionWarnings } from '../../db/schema/retention.js';

type Queryable = Db | Tx;

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

export async function markRemoved(tx: Tx, rollId: number, removedAt: Date): Promise<void> {
  await tx
    .update(scanRetentionWarnings)
    .set({ removedAt })
    .where(and(eq(scanRetentionWarnings.filmRollId, rollId), isNull(scanRetentionWarnings.removedAt)));
}
