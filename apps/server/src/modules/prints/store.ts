// The prints module's tables: papers, print drafts and prints.
import { and, asc, count, eq, inArray, isNull, notExists } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { papers, printDrafts, prints } from '../../db/schema/prints.js';

type Queryable = Db | Tx;
export type DraftRow = typeof printDrafts.$inferSelect;
export type PrintRow = typeof prints.$inferSelect;
export type NewPrint = typeof prints.$inferInsert;

export function activePapers(db: Queryable) {
  return db
    .select({ id: papers.id, name: papers.name, description: papers.description, finish: papers.finish })
    .from(papers)
    .where(eq(papers.active, true))
    .orderBy(asc(papers.position), asc(papers.id));
}

export async function insertDraft(db: Queryable, values: typeof printDrafts.$inferInsert): Promise<DraftRow> {
  const [row] = await db.insert(printDrafts).values(values).returning();
  return row!;
}

/** How many of the user's drafts no print uses yet (in no order). */
export async function countOpenDrafts(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(printDrafts)
    .where(
      and(
        eq(printDrafts.userId, userId),
        notExists(db.select({ id: prints.id }).from(prints).where(eq(prints.printDraftId, printDrafts.id))),
      ),
    );
  return row?.value ?? 0;
}

/** A draft of this user's (admins read any): another's is not found. */
export async function selectDraft(
  db: Queryable,
  draftId: string,
  userId: number | null,
): Promise<DraftRow | undefined> {
  const [row] = await db
    .select()
    .from(printDrafts)
    .where(and(eq(printDrafts.draftId, draftId), userId === null ? undefined : eq(printDrafts.userId, userId)));
  return row;
}

export async function updateDraft(db: Queryable, id: number, values: Partial<DraftRow>): Promise<DraftRow> {
  const [row] = await db.update(printDrafts).set(values).where(eq(printDrafts.id, id)).returning();
  return row!;
}

export function deleteDraftRow(db: Queryable, id: number) {
  return db.delete(printDrafts).where(eq(printDrafts.id, id));
}

export function draftsByIds(db: Queryable, draftIds: string[]) {
  return draftIds.length === 0
    ? Promise.resolve([] as DraftRow[])
    : db.select().from(printDrafts).where(inArray(printDrafts.draftId, draftIds));
}

export function papersByIds(db: Queryable, ids: number[]) {
  return ids.length === 0
    ? Promise.resolve([])
    : db.select({ id: papers.id, active: papers.active }).from(papers).where(inArray(papers.id, ids));
}

export async function replacePrints(tx: Tx, orderId: number, rows: NewPrint[], replace: boolean): Promise<void> {
  if (replace) await tx.delete(prints).where(eq(prints.orderId, orderId));
  if (rows.length > 0) await tx.insert(prints).values(rows);
}

export function printsOfOrder(db: Queryable, orderId: number) {
  return db.select().from(prints).where(eq(prints.orderId, orderId)).orderBy(asc(prints.id));
}

export async function selectPrint(db: Queryable, id: number): Promise<PrintRow | undefined> {
  const [row] = await db.select().from(prints).where(eq(prints.id, id));
  return row;
}

/** Marks the order's prints ready; answers how many were not ready before. */
export async function markReady(db: Queryable, orderId: number, now: Date): Promise<number> {
  const rows = await db
    .update(prints)
    .set({ readyAt: now })
    .where(and(eq(prints.orderId, orderId), isNull(prints.readyAt)))
    .returning({ id: prints.id });
  return rows.length;
}
