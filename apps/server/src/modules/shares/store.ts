import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { scanShareItems, scanShares } from '../../db/schema/shares.js';

type Queryable = Db | Tx;
export type ShareRow = typeof scanShares.$inferSelect;
export type ListedShare = ShareRow & { scanCount: number; firstScanId: number | null };

/** The member sees their newest links first; a lifetime of links is more than anyone pages through. */
const LIST_LIMIT = 200;

export async function insertShare(
  tx: Tx,
  values: typeof scanShares.$inferInsert,
  scanIds: readonly number[],
): Promise<ShareRow> {
  const [share] = await tx.insert(scanShares).values(values).returning();
  if (!share) throw new Error('insert returned no row');
  await tx.insert(scanShareItems).values(scanIds.map((scanId, position) => ({ shareId: share.id, scanId, position })));
  return share;
}

/**
 * The share by its code's hash, prepared once per database: every visit to a shared page runs it
 * (the share is read live, so a revoked link stops at once), and building the query each time cost
 * more than running it.
 */
export function prepareShareLookup(db: Db) {
  return db
    .select()
    .from(scanShares)
    .where(eq(scanShares.code, sql.placeholder('codeHash')))
    .limit(1)
    .prepare('share_by_code_hash');
}

/** The share's frames in the order the member gave them. */
export async function selectShareScanIds(db: Queryable, shareId: number): Promise<number[]> {
  const rows = await db
    .select({ scanId: scanShareItems.scanId })
    .from(scanShareItems)
    .where(eq(scanShareItems.shareId, shareId))
    .orderBy(asc(scanShareItems.position), asc(scanShareItems.scanId));
  return rows.map((row) => row.scanId);
}

export async function shareHoldsScan(db: Queryable, shareId: number, scanId: number): Promise<boolean> {
  const rows = await db
    .select({ scanId: scanShareItems.scanId })
    .from(scanShareItems)
    .where(and(eq(scanShareItems.shareId, shareId), eq(scanShareItems.scanId, scanId)));
  return rows.length > 0;
}

export async function selectSharesOf(db: Queryable, userId: number): Promise<ListedShare[]> {
  return db
    .select({
      id: scanShares.id,
      code: scanShares.code,
      codeHint: scanShares.codeHint,
      userId: scanShares.userId,
      expiresAt: scanShares.expiresAt,
      allowDownload: scanShares.allowDownload,
      includeDetails: scanShares.includeDetails,
      revokedAt: scanShares.revokedAt,
      createdAt: scanShares.createdAt,
      scanCount: sql<number>`(select count(*)::int from ${scanShareItems} i where i.share_id = ${scanShares.id})`,
      firstScanId: sql<
        number | null
      >`(select i.scan_id from ${scanShareItems} i where i.share_id = ${scanShares.id} order by i.position, i.scan_id limit 1)`,
    })
    .from(scanShares)
    .where(eq(scanShares.userId, userId))
    .orderBy(desc(scanShares.createdAt), desc(scanShares.id))
    .limit(LIST_LIMIT);
}

/** Revokes the member's link once; the answer says whether the link is theirs at all. */
export async function revokeShareRow(db: Queryable, userId: number, shareId: number, now: Date): Promise<boolean> {
  const revoked = await db
    .update(scanShares)
    .set({ revokedAt: now })
    .where(and(eq(scanShares.id, shareId), eq(scanShares.userId, userId), isNull(scanShares.revokedAt)))
    .returning({ id: scanShares.id });
  if (revoked.length > 0) return true;
  const [existing] = await db
    .select({ id: scanShares.id })
    .from(scanShares)
    .where(and(eq(scanShares.id, shareId), eq(scanShares.userId, userId)));
  return existing !== undefined;
}
