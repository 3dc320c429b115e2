import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { labSettings } from '../../db/schema/lab.js';

export type LabSettingsRow = typeof labSettings.$inferSelect;
export type LabSettingsValues = Omit<typeof labSettings.$inferInsert, 'id' | 'version' | 'updatedAt'>;

/** The one row staff saved, or undefined before the first save. */
export async function selectLabSettings(db: Db | Tx): Promise<LabSettingsRow | undefined> {
  const [row] = await db.select().from(labSettings).where(eq(labSettings.id, 1));
  return row;
}

/** Writes the row (made on the first save) and counts the save in its version, in one statement. */
export async function upsertLabSettings(db: Db | Tx, values: LabSettingsValues): Promise<LabSettingsRow> {
  const [row] = await db
    .insert(labSettings)
    .values({ id: 1, ...values, version: 2 })
    .onConflictDoUpdate({
      target: labSettings.id,
      set: { ...values, version: sql`${labSettings.version} + 1`, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}
