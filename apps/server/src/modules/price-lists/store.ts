// The price-lists module's queries (its own tables only).
import type { PriceChange, PriceList } from '@filmlab/domain';
import { and, asc, desc, eq, gt, isNotNull, lte, min, ne, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { priceListChanges, priceLists, type PriceListState } from '../../db/schema/price-lists.js';

export type PriceListRow = typeof priceLists.$inferSelect;
export type PriceListChangeRow = typeof priceListChanges.$inferSelect;

/** The started list that started last (the one in force at `now`), or undefined when none has. */
export async function selectListInForce(db: Db | Tx, now: Date): Promise<PriceListRow | undefined> {
  const [row] = await db
    .select()
    .from(priceLists)
    .where(and(ne(priceLists.status, 'draft'), lte(priceLists.startsAt, now)))
    .orderBy(desc(priceLists.startsAt), desc(priceLists.id))
    .limit(1);
  return row;
}

/** The next time a scheduled list takes over, after `now`, or null when none is scheduled. */
export async function selectNextStart(db: Db | Tx, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ next: min(priceLists.startsAt) })
    .from(priceLists)
    .where(and(ne(priceLists.status, 'draft'), gt(priceLists.startsAt, now)));
  return row?.next ?? null;
}

/** A list's entries, or undefined for an unknown id. */
export async function selectListEntries(db: Db | Tx, id: number): Promise<PriceList | undefined> {
  const [row] = await db.select({ entries: priceLists.entries }).from(priceLists).where(eq(priceLists.id, id));
  return row?.entries;
}

/** When a started or scheduled list takes over (null for a draft or an unknown id). */
export async function selectListStart(db: Db | Tx, id: number): Promise<Date | null> {
  const [row] = await db.select({ startsAt: priceLists.startsAt }).from(priceLists).where(eq(priceLists.id, id));
  return row?.startsAt ?? null;
}

/** The list, locked for the rest of the transaction. */
export async function selectListForUpdate(tx: Tx, id: number): Promise<PriceListRow | undefined> {
  const [row] = await tx.select().from(priceLists).where(eq(priceLists.id, id)).for('update');
  return row;
}

export async function insertList(
  db: Db | Tx,
  values: {
    entries: PriceList;
    status: PriceListState;
    startsAt: Date | null;
    basedOn: number | null;
    createdBy: number | null;
    activatedAt?: Date | null;
  },
): Promise<PriceListRow> {
  const [row] = await db.insert(priceLists).values(values).returning();
  return row!;
}

export async function updateDraftEntries(tx: Tx, id: number, entries: PriceList): Promise<PriceListRow> {
  const [row] = await tx.update(priceLists).set({ entries }).where(eq(priceLists.id, id)).returning();
  return row!;
}

export async function insertChanges(
  tx: Tx,
  priceListId: number,
  userId: number,
  changes: readonly PriceChange[],
): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(priceListChanges).values(
    changes.map((change) => ({
      priceListId,
      userId,
      service: change.kind === 'service' ? change.service : null,
      tier: change.kind === 'service' || change.kind === 'printSize' ? change.tier : null,
      planId: change.kind === 'plan' || change.kind === 'credits' ? change.planId : null,
      printSize: change.kind === 'printSize' ? change.size : null,
      credit: change.kind === 'credits' ? change.credit : null,
      oldCents: change.kind === 'credits' ? null : change.oldCents,
      newCents: change.kind === 'credits' ? null : change.cents,
      oldCredits: change.kind === 'credits' ? String(change.oldCredits) : null,
      newCredits: change.kind === 'credits' ? String(change.credits) : null,
    })),
  );
}

/** Gives a draft its start: active from now, or scheduled from a later date. */
export async function startList(
  tx: Tx,
  id: number,
  values: { status: PriceListState; startsAt: Date; activatedBy: number; activatedAt: Date },
): Promise<PriceListRow> {
  const [row] = await tx.update(priceLists).set(values).where(eq(priceLists.id, id)).returning();
  return row!;
}

/** Marks the lists a newly active one replaced (started before it) as expired. */
export async function expireStartedBefore(tx: Tx, id: number, startsAt: Date): Promise<void> {
  await tx
    .update(priceLists)
    .set({ status: 'expired' })
    .where(
      and(
        ne(priceLists.id, id),
        isNotNull(priceLists.startsAt),
        or(eq(priceLists.status, 'active'), eq(priceLists.status, 'scheduled')),
        lte(priceLists.startsAt, startsAt),
      ),
    );
}

export async function selectAllLists(db: Db, limit = 100): Promise<PriceListRow[]> {
  return db.select().from(priceLists).orderBy(desc(priceLists.id)).limit(limit);
}

export async function selectChanges(db: Db, limit = 500): Promise<PriceListChangeRow[]> {
  return db.select().from(priceListChanges).orderBy(desc(priceListChanges.id)).limit(limit);
}

export async function selectStartedLists(db: Db): Promise<Array<Pick<PriceListRow, 'id' | 'startsAt'>>> {
  return db
    .select({ id: priceLists.id, startsAt: priceLists.startsAt })
    .from(priceLists)
    .where(isNotNull(priceLists.startsAt))
    .orderBy(asc(priceLists.startsAt));
}

/** The lists that started at or before `latest`, with their entries (few: a lab makes a list now and then). */
export async function selectListsStartedBy(
  db: Db | Tx,
  latest: Date,
): Promise<Array<Pick<PriceListRow, 'id' | 'startsAt' | 'entries'>>> {
  return db
    .select({ id: priceLists.id, startsAt: priceLists.startsAt, entries: priceLists.entries })
    .from(priceLists)
    .where(and(ne(priceLists.status, 'draft'), lte(priceLists.startsAt, latest)));
}
