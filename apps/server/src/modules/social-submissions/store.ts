import type { SocialSubmissionSortColumn } from '@filmlab/api';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { socialMediaSubmissions as submissions } from '../../db/schema/social.js';

export type SubmissionRow = typeof submissions.$inferSelect;
export type NewSubmission = Omit<typeof submissions.$inferInsert, 'id' | 'selected' | 'selectedAt' | 'createdAt'>;

export interface SubmissionFilter {
  selected?: boolean | undefined;
  search?: string | undefined;
  handle?: string | undefined;
  sortBy: SocialSubmissionSortColumn;
  descending: boolean;
  limit: number;
  offset: number;
}

const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

const sortColumns = { createdAt: submissions.createdAt, selectedAt: submissions.selectedAt } as const;

/** A page of submissions and the count of every match. Never-selected rows sort last either way. */
export async function selectSubmissionPage(
  db: Db,
  filter: SubmissionFilter,
): Promise<{ rows: SubmissionRow[]; count: number }> {
  const conditions: SQL[] = [];
  if (filter.selected !== undefined) conditions.push(eq(submissions.selected, filter.selected));
  if (filter.search) {
    const pattern = containing(filter.search);
    const matches = or(
      ilike(submissions.handle, pattern),
      ilike(submissions.filmBrand, pattern),
      ilike(submissions.filmModel, pattern),
    );
    if (matches) conditions.push(matches);
  }
  const handle = filter.handle?.replace(/^@/, '');
  if (handle) conditions.push(ilike(submissions.handle, containing(handle)));
  const where = and(...conditions);
  const column = sortColumns[filter.sortBy];
  const order = filter.descending
    ? [sql`${column} desc nulls last`, desc(submissions.id)]
    : [sql`${column} asc nulls last`, asc(submissions.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(submissions)
      .where(where)
      .orderBy(...order)
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ count: count() }).from(submissions).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

/** Selecting keeps the first selectedAt (a repeat changes nothing); unselecting clears it. */
export async function updateSubmissionSelected(
  db: Db,
  id: number,
  selected: boolean,
): Promise<SubmissionRow | undefined> {
  const [row] = await db
    .update(submissions)
    .set({
      selected,
      selectedAt: selected ? sql`coalesce(${submissions.selectedAt}, now())` : null,
    })
    .where(eq(submissions.id, id))
    .returning();
  return row;
}

/** Inserts unless the scan was submitted already; undefined when it was. */
export async function insertSubmissionIfNew(db: Db, values: NewSubmission): Promise<SubmissionRow | undefined> {
  const [row] = await db
    .insert(submissions)
    .values(values)
    .onConflictDoNothing({ target: submissions.scanId })
    .returning();
  return row;
}

export async function selectSubmissionByScan(db: Db, scanId: number): Promise<SubmissionRow | undefined> {
  const [row] = await db.select().from(submissions).where(eq(submissions.scanId, scanId)).limit(1);
  return row;
}

export async function updateSubmissionHandle(db: Db, id: number, handle: string | null): Promise<SubmissionRow> {
  const [row] = await db.update(submissions).set({ handle }).where(eq(submissions.id, id)).returning();
  if (!row) throw new Error('submission vanished while its handle was changed');
  return row;
}
