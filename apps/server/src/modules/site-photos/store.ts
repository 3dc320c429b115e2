import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { sitePhotos } from '../../db/schema/site-photos.js';

export type SitePhotoRow = typeof sitePhotos.$inferSelect;
type NewSitePhoto = Omit<typeof sitePhotos.$inferInsert, 'updatedAt'>;

/** Every page's hero photograph (67 at most), by page. */
export function selectAllSitePhotos(db: Db | Tx): Promise<SitePhotoRow[]> {
  return db.select().from(sitePhotos).orderBy(asc(sitePhotos.page));
}

export async function findSitePhoto(db: Db | Tx, page: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(sitePhotos).where(eq(sitePhotos.page, page));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

/** Keeps the page's new photograph in place of the one before. */
export async function upsertSitePhoto(db: Db | Tx, values: NewSitePhoto): Promise<SitePhotoRow> {
  const { page: _page, ...rest } = values;
  const [row] = await db
    .insert(sitePhotos)
    .values(values)
    .onConflictDoUpdate({ target: sitePhotos.page, set: { ...rest, updatedAt: new Date() } })
    .returning();
  return row!;
}

export async function updateSitePhotoAlt(db: Db | Tx, page: string, alt: string, updatedBy: number) {
  const [row] = await db
    .update(sitePhotos)
    .set({ alt, updatedBy, updatedAt: new Date() })
    .where(eq(sitePhotos.page, page))
    .returning();
  return row;
}

export async function deleteSitePhoto(db: Db | Tx, page: string): Promise<SitePhotoRow | undefined> {
  const [row] = await db.delete(sitePhotos).where(eq(sitePhotos.page, page)).returning();
  return row;
}
