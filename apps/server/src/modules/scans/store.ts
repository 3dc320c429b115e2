import { and, asc, desc, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { scans, type ScanStatus } from '../../db/schema/scans.js';

type Queryable = Db | Tx;
export type ScanRow = typeof scans.$inferSelect;

/** Every column but the search vector, which nobody reads back. */
export const scanColumns = {
  id: scans.id,
  filmRollId: scans.filmRollId,
  customerId: scans.customerId,
  name: scans.name,
  description: scans.description,
  position: scans.position,
  rotation: scans.rotation,
  status: scans.status,
  contentType: scans.contentType,
  hiResKey: scans.hiResKey,
  midResKey: scans.midResKey,
  midResOptimizedKey: scans.midResOptimizedKey,
  thumbnailKey: scans.thumbnailKey,
  width: scans.width,
  height: scans.height,
  sizeBytes: scans.sizeBytes,
  sha256: scans.sha256,
  thumbhash: scans.thumbhash,
  derivativesVersion: scans.derivativesVersion,
  processedAt: scans.processedAt,
  unlockedAt: scans.unlockedAt,
  tiffKey: scans.tiffKey,
  createdAt: scans.createdAt,
  updatedAt: scans.updatedAt,
};
export type ScanRecord = Omit<ScanRow, 'search' | 'contextText' | 'unlockedSize'>;

/** Only when the scan is the user's: another user's scan reads as missing. */
export async function selectScan(db: Queryable, userId: number, scanId: number): Promise<ScanRecord | undefined> {
  const [row] = await db
    .select(scanColumns)
    .from(scans)
    .where(and(eq(scans.id, scanId), eq(scans.customerId, userId)));
  return row;
}

/** Locks the scan's row for the rest of the transaction. */
export async function lockScan(tx: Tx, userId: number, scanId: number): Promise<ScanRecord | undefined> {
  const [row] = await tx
    .select(scanColumns)
    .from(scans)
    .where(and(eq(scans.id, scanId), eq(scans.customerId, userId)))
    .for('update');
  return row;
}

export async function selectScanById(db: Queryable, scanId: number): Promise<ScanRecord | undefined> {
  const [row] = await db.select(scanColumns).from(scans).where(eq(scans.id, scanId));
  return row;
}

/** The next frame number of a roll: one after the highest. */
export async function nextPosition(db: Queryable, rollId: number): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${scans.position})` })
    .from(scans)
    .where(eq(scans.filmRollId, rollId));
  return (row?.max ?? 0) + 1;
}

export async function insertScan(db: Queryable, values: typeof scans.$inferInsert): Promise<ScanRecord> {
  const [row] = await db.insert(scans).values(values).returning(scanColumns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateScanRow(
  db: Queryable,
  scanId: number,
  changes: Partial<typeof scans.$inferInsert>,
): Promise<ScanRecord> {
  const [row] = await db
    .update(scans)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(scans.id, scanId))
    .returning(scanColumns);
  if (!row) throw new Error(`scan ${scanId} vanished`);
  return row;
}

/** The frame already in the roll with this content, if any. */
export async function selectSameContent(
  db: Queryable,
  rollId: number,
  sha256: string,
  exceptId: number,
): Promise<{ id: number; name: string; position: number } | undefined> {
  const [row] = await db
    .select({ id: scans.id, name: scans.name, position: scans.position })
    .from(scans)
    .where(and(eq(scans.filmRollId, rollId), eq(scans.sha256, sha256), ne(scans.id, exceptId)));
  return row;
}

/**
 * Stores new derivatives only if no rotation came in meanwhile (the version still matches);
 * returns the keys it replaced, or null when it stored nothing.
 */
export async function saveDerivatives(
  db: Queryable,
  scanId: number,
  version: number,
  files: { thumbnailKey: string; midResKey: string; midResOptimizedKey: string; thumbhash: string },
): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ thumbnailKey: scans.thumbnailKey, midResKey: scans.midResKey, mid: scans.midResOptimizedKey })
      .from(scans)
      .where(and(eq(scans.id, scanId), eq(scans.derivativesVersion, version)))
      .for('update');
    if (!current) return null;
    await tx
      .update(scans)
      .set({ ...files, status: 'READY', processedAt: new Date(), updatedAt: new Date() })
      .where(eq(scans.id, scanId));
    const fresh = new Set(Object.values(files));
    return [current.thumbnailKey, current.midResKey, current.mid].filter(
      (key): key is string => key !== null && !fresh.has(key),
    );
  });
}

export async function setScanStatus(db: Queryable, scanId: number, status: ScanStatus): Promise<void> {
  await db.update(scans).set({ status, updatedAt: new Date() }).where(eq(scans.id, scanId));
}

/** The frames before and after this one in its roll (uploads not yet checked do not count). */
export async function selectNeighbours(
  db: Queryable,
  scan: Pick<ScanRecord, 'id' | 'filmRollId' | 'position'>,
): Promise<{ previousId: number | null; nextId: number | null }> {
  const visible = and(eq(scans.filmRollId, scan.filmRollId), ne(scans.status, 'UPLOADING'));
  const [[previous], [next]] = await Promise.all([
    db
      .select({ id: scans.id })
      .from(scans)
      .where(
        and(
          visible,
          or(lt(scans.position, scan.position), and(eq(scans.position, scan.position), lt(scans.id, scan.id))),
        ),
      )
      .orderBy(desc(scans.position), desc(scans.id))
      .limit(1),
    db
      .select({ id: scans.id })
      .from(scans)
      .where(
        and(
          visible,
          or(gt(scans.position, scan.position), and(eq(scans.position, scan.position), gt(scans.id, scan.id))),
        ),
      )
      .orderBy(asc(scans.position), asc(scans.id))
      .limit(1),
  ]);
  return { previousId: previous?.id ?? null, nextId: next?.id ?? null };
}

/** Frame 1 becomes the last and the last frame 1: positions mirrored within the roll's range. */
export async function reversePositions(db: Queryable, rollId: number): Promise<void> {
  await db.execute(sql`
    update ${scans} s set position = b.lo + b.hi - s.position, updated_at = now()
    from (select min(position) as lo, max(position) as hi from ${scans} where film_roll_id = ${rollId}) b
    where s.film_roll_id = ${rollId}`);
}

/** Every file key of the scans, for deleting the files after the rows. */
export function fileKeys(rows: ReadonlyArray<Partial<ScanRecord>>): string[] {
  return rows.flatMap((row) =>
    [row.hiResKey, row.midResKey, row.midResOptimizedKey, row.thumbnailKey, row.tiffKey].filter(
      (key): key is string => typeof key === 'string',
    ),
  );
}

export async function deleteScanRows(db: Queryable, ids: number[]): Promise<ScanRecord[]> {
  if (ids.length === 0) return [];
  return db.delete(scans).where(inArray(scans.id, ids)).returning(scanColumns);
}

export async function deleteRollScans(db: Queryable, rollId: number): Promise<ScanRecord[]> {
  return db.delete(scans).where(eq(scans.filmRollId, rollId)).returning(scanColumns);
}

/** Uploads started before `before` whose file never came (or was never finished). */
export async function selectStaleUploads(db: Queryable, before: Date): Promise<ScanRecord[]> {
  return db
    .select(scanColumns)
    .from(scans)
    .where(and(eq(scans.status, 'UPLOADING'), lt(scans.createdAt, before)))
    .limit(500);
}

/** Scans stuck in PROCESSING since before `before`: their job was lost (a crash between commit and send). */
export async function selectStuckProcessing(db: Queryable, before: Date): Promise<Array<{ id: number }>> {
  return db
    .select({ id: scans.id })
    .from(scans)
    .where(and(eq(scans.status, 'PROCESSING'), lt(scans.updatedAt, before)))
    .limit(500);
}

/** Those of the scans that are the user's and have their file (uploads in progress are left out). */
export async function selectUploadedScansOf(
  db: Queryable,
  userId: number,
  ids: readonly number[],
): Promise<ScanRecord[]> {
  if (ids.length === 0) return [];
  return db
    .select(scanColumns)
    .from(scans)
    .where(and(inArray(scans.id, [...ids]), eq(scans.customerId, userId), ne(scans.status, 'UPLOADING')));
}

/** The frames of these rolls now name the customer (a claimed vendor order). */
export async function moveRollScans(tx: Tx, rollIds: readonly number[], customerId: number): Promise<void> {
  if (rollIds.length === 0) return;
  await tx
    .update(scans)
    .set({ customerId })
    .where(inArray(scans.filmRollId, [...rollIds]));
}

/** The user's uploaded frames of these rolls, in roll and frame order (zip downloads). */
export async function selectUploadedScansOfRolls(
  db: Queryable,
  userId: number,
  rollIds: readonly number[],
): Promise<ScanRecord[]> {
  if (rollIds.length === 0) return [];
  return db
    .select(scanColumns)
    .from(scans)
    .where(and(inArray(scans.filmRollId, [...rollIds]), eq(scans.customerId, userId), ne(scans.status, 'UPLOADING')))
    .orderBy(asc(scans.filmRollId), asc(scans.position), asc(scans.id));
}

/** A roll's frames as a scanning station sees them: numbers, stages and checksums. */
export async function selectRollFrames(db: Queryable, rollId: number) {
  return db
    .select({ scanId: scans.id, frame: scans.position, status: scans.status, sha256: scans.sha256 })
    .from(scans)
    .where(eq(scans.filmRollId, rollId))
    .orderBy(asc(scans.position), asc(scans.id));
}

/** The roll's frame with this checksum (declared at the start of a station's upload, or checked). */
export async function selectScanBySha(db: Queryable, rollId: number, sha256: string): Promise<ScanRecord | undefined> {
  const [row] = await db
    .select(scanColumns)
    .from(scans)
    .where(and(eq(scans.filmRollId, rollId), eq(scans.sha256, sha256)));
  return row;
}
