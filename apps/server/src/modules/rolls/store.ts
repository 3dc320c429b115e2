import type { ListRollsQuery } from '@filmlab/api';
import { and, asc, count, desc, eq, inArray, isNotNull, max, min, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { filmRolls } from '../../db/schema/rolls.js';
import { createdKey, decodeTimeCursor, matchesSearch, utcDay } from './library-query.js';

type Queryable = Db | Tx;

export const rollColumns = {
  id: filmRolls.id,
  customerId: filmRolls.customerId,
  orderId: filmRolls.orderId,
  pickUpId: filmRolls.pickUpId,
  name: filmRolls.name,
  notes: filmRolls.notes,
  brand: filmRolls.brand,
  model: filmRolls.model,
  format: filmRolls.format,
  process: filmRolls.process,
  status: filmRolls.status,
  scanQuality: filmRolls.scanQuality,
  createdAt: filmRolls.createdAt,
};
export type RollRecord = {
  [K in keyof typeof rollColumns]: (typeof filmRolls.$inferSelect)[K];
};
export type RollPageRow = RollRecord & { createdKey: string };

/** Only when the roll is the user's: another user's roll reads as missing. */
export async function selectRoll(db: Queryable, userId: number, rollId: number): Promise<RollRecord | undefined> {
  const [row] = await db
    .select(rollColumns)
    .from(filmRolls)
    .where(and(eq(filmRolls.id, rollId), eq(filmRolls.customerId, userId)));
  return row;
}

/** Locks the roll's row for the rest of the transaction (frame numbering, clearing). */
export async function lockRoll(tx: Tx, userId: number, rollId: number): Promise<RollRecord | undefined> {
  const [row] = await tx
    .select(rollColumns)
    .from(filmRolls)
    .where(and(eq(filmRolls.id, rollId), eq(filmRolls.customerId, userId)))
    .for('update');
  return row;
}

export async function selectRollsByIds(db: Queryable, rollIds: readonly number[]): Promise<RollRecord[]> {
  if (rollIds.length === 0) return [];
  return db
    .select(rollColumns)
    .from(filmRolls)
    .where(inArray(filmRolls.id, [...rollIds]));
}

/** The user's rolls of a pick-up, oldest first (a pick-up of another user has none). */
export async function selectRollsOfPickUp(db: Queryable, userId: number, pickUpId: number): Promise<RollRecord[]> {
  return db
    .select(rollColumns)
    .from(filmRolls)
    .where(and(eq(filmRolls.pickUpId, pickUpId), eq(filmRolls.customerId, userId)))
    .orderBy(asc(filmRolls.createdAt), asc(filmRolls.id));
}

export async function selectRollById(db: Queryable, rollId: number): Promise<RollRecord | undefined> {
  const [row] = await db.select(rollColumns).from(filmRolls).where(eq(filmRolls.id, rollId));
  return row;
}

type FilmFilter = Pick<ListRollsQuery, 'brand' | 'model' | 'format' | 'process' | 'from' | 'to'>;

/** The conditions on a roll's film and shooting days that the filter sets (none when it sets none). */
function filmConditions(film: FilmFilter): SQL[] {
  return [
    film.brand ? eq(filmRolls.brand, film.brand) : undefined,
    film.model ? eq(filmRolls.model, film.model) : undefined,
    film.format ? eq(filmRolls.format, film.format) : undefined,
    film.process ? eq(filmRolls.process, film.process) : undefined,
    film.from ? sql`${filmRolls.createdAt} >= ${utcDay(film.from)}` : undefined,
    film.to ? sql`${filmRolls.createdAt} < ${utcDay(film.to)} + interval '1 day'` : undefined,
  ].filter((part): part is SQL => part !== undefined);
}

/**
 * A page of the member's rolls, newest first, one more than asked. The filters are conditions on
 * the roll (a tag or location also counts when one of its scans carries it); the search matches
 * the roll's generated search column, which holds its words and its labels'.
 */
export async function selectRollPage(
  db: Db,
  userId: number,
  query: ListRollsQuery,
  /** SQL true for a roll (the alias given) carrying the tag or location: the tags module's rollCarriesLabel. */
  carriesLabel: (kind: 'tag' | 'location', labelId: number, roll: SQL) => SQL,
): Promise<RollPageRow[]> {
  const table = sql`${filmRolls}`;
  const cursor = decodeTimeCursor(query.cursor);
  const conditions: Array<SQL | undefined> = [
    eq(filmRolls.customerId, userId),
    ...filmConditions(query),
    query.tagId ? carriesLabel('tag', query.tagId, table) : undefined,
    query.locationId ? carriesLabel('location', query.locationId, table) : undefined,
    matchesSearch(sql`${filmRolls.search}`, query.search),
    cursor ? sql`(${filmRolls.createdAt}, ${filmRolls.id}) < (${cursor.at}::timestamptz, ${cursor.id})` : undefined,
  ];
  return db
    .select({ ...rollColumns, createdKey: sql<string>`${createdKey(sql`${filmRolls.createdAt}`)}` })
    .from(filmRolls)
    .where(and(...conditions))
    .orderBy(desc(filmRolls.createdAt), desc(filmRolls.id))
    .limit(query.limit + 1);
}

export async function updateRollRow(
  db: Queryable,
  rollId: number,
  changes: Partial<Pick<typeof filmRolls.$inferInsert, 'name' | 'notes' | 'brand' | 'model' | 'format' | 'process'>>,
): Promise<RollRecord> {
  const [row] = await db
    .update(filmRolls)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(filmRolls.id, rollId))
    .returning(rollColumns);
  if (!row) throw new Error(`roll ${rollId} vanished`);
  return row;
}

/** The distinct film values of the member's rolls and the span of their dates. */
export async function selectFilmValues(db: Db, userId: number) {
  const mine = eq(filmRolls.customerId, userId);
  const distinct = (
    column: typeof filmRolls.brand | typeof filmRolls.model | typeof filmRolls.format | typeof filmRolls.process,
  ) =>
    db
      .selectDistinct({ value: column })
      .from(filmRolls)
      .where(and(mine, ne(column, '')))
      .orderBy(asc(column));
  const [brands, models, formats, processes, [span]] = await Promise.all([
    distinct(filmRolls.brand),
    distinct(filmRolls.model),
    distinct(filmRolls.format),
    distinct(filmRolls.process),
    db
      .select({ first: min(filmRolls.createdAt), last: max(filmRolls.createdAt) })
      .from(filmRolls)
      .where(mine),
  ]);
  const day = (date: Date | null | undefined) => (date ? date.toISOString().slice(0, 10) : null);
  return {
    brands: brands.map((r) => r.value),
    models: models.map((r) => r.value),
    formats: formats.map((r) => r.value),
    processes: processes.map((r) => r.value),
    dates: { first: day(span?.first), last: day(span?.last) },
  };
}

/** How many rolls each of these orders has (an order with none is left out). */
export async function selectRollCountsOfOrders(
  db: Queryable,
  orderIds: readonly number[],
): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: filmRolls.orderId, rolls: count() })
    .from(filmRolls)
    .where(inArray(filmRolls.orderId, [...orderIds]))
    .groupBy(filmRolls.orderId);
  return new Map(rows.flatMap((row) => (row.orderId === null ? [] : [[row.orderId, row.rolls] as const])));
}

/** The order's rolls that a station has synced (their frames are uploaded), by id. */
export function selectSyncedRollsOfOrder(db: Queryable, orderId: number) {
  return db
    .select({ id: filmRolls.id, name: filmRolls.name, brand: filmRolls.brand, model: filmRolls.model })
    .from(filmRolls)
    .where(and(eq(filmRolls.orderId, orderId), isNotNull(filmRolls.syncedAt)))
    .orderBy(asc(filmRolls.id));
}

/** The order's rolls now name the customer (a claimed vendor order); their ids. */
export async function moveOrderRolls(tx: Tx, orderId: number, customerId: number, now: Date): Promise<number[]> {
  const rows = await tx
    .update(filmRolls)
    .set({ customerId, updatedAt: now })
    .where(eq(filmRolls.orderId, orderId))
    .returning({ id: filmRolls.id });
  return rows.map((row) => row.id);
}

/** The roll a scanning station names by the code on its label. */
export async function selectRollByCode(db: Queryable, code: string) {
  const [row] = await db
    .select({
      id: filmRolls.id,
      customerId: filmRolls.customerId,
      orderId: filmRolls.orderId,
      pickUpId: filmRolls.pickUpId,
      status: filmRolls.status,
      rollCode: filmRolls.rollCode,
    })
    .from(filmRolls)
    .where(eq(filmRolls.rollCode, code));
  return row;
}

/** What a roll label prints besides the code. */
export async function selectRollLabelFacts(db: Queryable, rollId: number) {
  const [row] = await db
    .select({
      id: filmRolls.id,
      orderId: filmRolls.orderId,
      rollCode: filmRolls.rollCode,
      brand: filmRolls.brand,
      model: filmRolls.model,
      format: filmRolls.format,
      process: filmRolls.process,
    })
    .from(filmRolls)
    .where(eq(filmRolls.id, rollId));
  return row;
}

/**
 * The member's rolls of this film and shooting days, as a subquery of ids (the scans' list filters
 * its frames by their roll's film), or undefined when no such filter is set.
 */
export function rollIdsWithFilm(userId: number, film: FilmFilter): SQL | undefined {
  const parts = filmConditions(film);
  if (parts.length === 0) return undefined;
  return sql`select ${filmRolls.id} from ${filmRolls} where ${and(eq(filmRolls.customerId, userId), ...parts)}`;
}

/** Locks a roll for the removal of its scans; null when another process holds it (it is removing them now). */
export async function lockRollSkipLocked(tx: Tx, rollId: number): Promise<{ id: number } | null> {
  const [row] = await tx
    .select({ id: filmRolls.id })
    .from(filmRolls)
    .where(eq(filmRolls.id, rollId))
    .for('update', { skipLocked: true });
  return row ?? null;
}
