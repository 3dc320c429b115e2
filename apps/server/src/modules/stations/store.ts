import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { stationTokens } from '../../db/schema/stations.js';

type Queryable = Db | Tx;

export type StationTokenRow = typeof stationTokens.$inferSelect;

export async function insertStationToken(
  db: Queryable,
  values: { name: string; tokenHash: string; hint: string; createdById: number },
): Promise<StationTokenRow> {
  const [row] = await db.insert(stationTokens).values(values).returning();
  return row!;
}

export function selectStationTokens(db: Queryable): Promise<StationTokenRow[]> {
  return db.select().from(stationTokens).orderBy(desc(stationTokens.createdAt), desc(stationTokens.id));
}

/** A token that has not been revoked. */
export async function selectLiveStation(db: Queryable, tokenHash: string): Promise<StationTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(stationTokens)
    .where(and(eq(stationTokens.tokenHash, tokenHash), isNull(stationTokens.revokedAt)));
  return row;
}

export async function revokeStationRow(db: Queryable, id: number, now: Date): Promise<StationTokenRow | undefined> {
  await db
    .update(stationTokens)
    .set({ revokedAt: now })
    .where(and(eq(stationTokens.id, id), isNull(stationTokens.revokedAt)));
  const [row] = await db.select().from(stationTokens).where(eq(stationTokens.id, id));
  return row;
}

export async function touchStation(db: Queryable, id: number, now: Date): Promise<void> {
  await db.update(stationTokens).set({ lastUsedAt: now }).where(eq(stationTokens.id, id));
}
