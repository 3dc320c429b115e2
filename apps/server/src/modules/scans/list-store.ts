import type { ListScansQuery } from '@filmlab/api';
import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/execute-rows.js';
import { scans } from '../../db/schema/scans.js';
import { createdKey, decodePositionCursor, decodeTimeCursor, matchesSearch } from '../rolls/library-query.js';
import { rollIdsWithFilm } from '../rolls/roll-service.js';
import { scanCarriesLabel } from '../tags/tag-service.js';
import { scanColumns, type ScanRecord } from './store.js';

export type ScanPageRow = ScanRecord & { createdKey: string };

/**
 * A page of a member's scans, one more than asked (to know whether there is a next page).
 * With a roll: frame order, keyset (position, id). Without: newest first, keyset (createdAt, id),
 * which the (customer_id, created_at, id) index walks backwards.
 */
export async function selectScanPage(db: Db, userId: number, query: ListScansQuery): Promise<ScanPageRow[]> {
  const table = sql`${scans}`;
  const rollFilm = rollIdsWithFilm(userId, query);
  const conditions: Array<SQL | undefined> = [
    eq(scans.customerId, userId),
    ne(scans.status, 'UPLOADING'),
    query.filmRollId ? eq(scans.filmRollId, query.filmRollId) : undefined,
    rollFilm ? sql`${scans.filmRollId} in (${rollFilm})` : undefined,
    query.tagId ? scanCarriesLabel('tag', query.tagId, table) : undefined,
    query.locationId ? scanCarriesLabel('location', query.locationId, table) : undefined,
    matchesSearch(sql`${scans.search}`, query.search),
  ];
  const base = db
    .select({ ...scanColumns, createdKey: sql<string>`${createdKey(sql`${scans.createdAt}`)}` })
    .from(scans);
  if (query.filmRollId) {
    const cursor = decodePositionCursor(query.cursor);
    if (cursor) conditions.push(sql`(${scans.position}, ${scans.id}) > (${cursor.position}, ${cursor.id})`);
    return base
      .where(and(...conditions))
      .orderBy(asc(scans.position), asc(scans.id))
      .limit(query.limit + 1);
  }
  const cursor = decodeTimeCursor(query.cursor);
  if (cursor) conditions.push(sql`(${scans.createdAt}, ${scans.id}) < (${cursor.at}::timestamptz, ${cursor.id})`);
  return base
    .where(and(...conditions))
    .orderBy(desc(scans.createdAt), desc(scans.id))
    .limit(query.limit + 1);
}

export interface RollProgress {
  total: number;
  ready: number;
  processing: number;
  failed: number;
}

/** How many of each roll's scans are ready, processing or failed (uploads not yet checked do not count). */
export async function scanProgressOf(db: Db, rollIds: readonly number[]): Promise<Map<number, RollProgress>> {
  const found = new Map<number, RollProgress>();
  if (rollIds.length === 0) return found;
  const rows = await db
    .select({
      rollId: scans.filmRollId,
      total: sql<number>`count(*) filter (where ${scans.status} <> 'UPLOADING')::int`,
      ready: sql<number>`count(*) filter (where ${scans.status} = 'READY')::int`,
      processing: sql<number>`count(*) filter (where ${scans.status} = 'PROCESSING')::int`,
      failed: sql<number>`count(*) filter (where ${scans.status} = 'FAILED')::int`,
    })
    .from(scans)
    .where(
      sql`${scans.filmRollId} in (${sql.join(
        rollIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
    .groupBy(scans.filmRollId);
  for (const { rollId, ...progress } of rows) found.set(rollId, progress);
  return found;
}

export interface StripFrame {
  id: number;
  rollId: number;
  position: number;
  thumbnailKey: string | null;
  thumbhash: string | null;
  width: number | null;
  height: number | null;
  rotation: number;
}

/** The first `count` frames of each roll, in order: the strip of thumbnails on the library page. */
export async function thumbnailStripsOf(
  db: Db,
  rollIds: readonly number[],
  count: number,
): Promise<Map<number, StripFrame[]>> {
  const found = new Map<number, StripFrame[]>();
  if (rollIds.length === 0) return found;
  const ids = sql.join(
    rollIds.map((id) => sql`(${id}::int)`),
    sql`, `,
  );
  const rows = await executeRows<StripFrame>(
    db,
    sql`select f.* from (values ${ids}) as roll(id) cross join lateral (
      select s.id, s.film_roll_id as "rollId", s.position, s.thumbnail_key as "thumbnailKey", s.thumbhash,
        s.width, s.height, s.rotation
      from ${scans} s where s.film_roll_id = roll.id and s.status <> 'UPLOADING'
      order by s.position, s.id limit ${count}) f`,
  );
  for (const row of rows) {
    const list = found.get(row.rollId) ?? [];
    list.push(row);
    found.set(row.rollId, list);
  }
  return found;
}
