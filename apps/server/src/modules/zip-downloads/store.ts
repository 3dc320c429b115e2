import { and, desc, eq, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { zipDownloads } from '../../db/schema/downloads.js';

type Queryable = Db | Tx;
export type ZipDownloadRow = typeof zipDownloads.$inferSelect;

/** QUEUED and RUNNING zips count against ZIP_DOWNLOADS_AT_ONCE. */
export const ACTIVE_STATUSES = ['QUEUED', 'RUNNING'] as const;

export async function countActive(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(zipDownloads)
    .where(and(eq(zipDownloads.userId, userId), inArray(zipDownloads.status, [...ACTIVE_STATUSES])));
  return row?.count ?? 0;
}

export async function insertZipDownload(db: Queryable, values: typeof zipDownloads.$inferInsert) {
  const [row] = await db.insert(zipDownloads).values(values).returning();
  return row!;
}

export async function selectZipDownload(db: Queryable, id: number): Promise<ZipDownloadRow | undefined> {
  const [row] = await db.select().from(zipDownloads).where(eq(zipDownloads.id, id));
  return row;
}

/** The user's zips not expired, newest first. */
export async function selectZipDownloadsOf(db: Queryable, userId: number, limit = 50): Promise<ZipDownloadRow[]> {
  return db
    .select()
    .from(zipDownloads)
    .where(and(eq(zipDownloads.userId, userId), ne(zipDownloads.status, 'EXPIRED')))
    .orderBy(desc(zipDownloads.createdAt), desc(zipDownloads.id))
    .limit(limit);
}

export async function updateZipDownload(
  db: Queryable,
  id: number,
  changes: Partial<typeof zipDownloads.$inferInsert>,
): Promise<ZipDownloadRow | undefined> {
  const [row] = await db.update(zipDownloads).set(changes).where(eq(zipDownloads.id, id)).returning();
  return row;
}

/** Marks a queued (or retried) zip running; undefined when it is finished or gone, so nothing is done twice. */
export async function claimZipDownload(db: Queryable, id: number): Promise<ZipDownloadRow | undefined> {
  const [row] = await db
    .update(zipDownloads)
    .set({ status: 'RUNNING', startedAt: new Date(), progress: 0, bytesDone: 0 })
    .where(and(eq(zipDownloads.id, id), inArray(zipDownloads.status, [...ACTIVE_STATUSES])))
    .returning();
  return row;
}

/** Zips whose file has outlived its time. */
export async function selectExpired(db: Queryable, now: Date, limit = 200): Promise<ZipDownloadRow[]> {
  return db
    .select()
    .from(zipDownloads)
    .where(and(isNotNull(zipDownloads.fileKey), lt(zipDownloads.expiresAt, now)))
    .limit(limit);
}

/** Forgets the file of an expired zip; false when another process got there first. */
export async function markExpired(db: Queryable, id: number, fileKey: string): Promise<boolean> {
  const rows = await db
    .update(zipDownloads)
    .set({ status: 'EXPIRED', fileKey: null })
    .where(and(eq(zipDownloads.id, id), eq(zipDownloads.fileKey, fileKey)))
    .returning({ id: zipDownloads.id });
  return rows.length > 0;
}
