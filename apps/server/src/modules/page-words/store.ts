import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { pageWords } from '../../db/schema/page-words.js';

export type PageWordsRow = typeof pageWords.$inferSelect;

/** Every page staff rewrote (at most the 64 local pages), by path. */
export function selectAllPageWords(db: Db | Tx): Promise<PageWordsRow[]> {
  return db.select().from(pageWords).orderBy(asc(pageWords.path));
}

/** Keeps the words staff gave for a page (replacing the ones before). */
export async function upsertPageWords(
  db: Db | Tx,
  values: { path: string; words: Record<string, string>; updatedBy: number },
): Promise<PageWordsRow> {
  const [row] = await db
    .insert(pageWords)
    .values(values)
    .onConflictDoUpdate({
      target: pageWords.path,
      set: { words: values.words, updatedBy: values.updatedBy, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

/** The page shows its built copy again. */
export async function deletePageWords(db: Db | Tx, path: string): Promise<void> {
  await db.delete(pageWords).where(eq(pageWords.path, path));
}
