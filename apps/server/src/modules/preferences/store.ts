import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { builtOnce } from '../../db/prepared.js';
import { userPreferences } from '../../db/schema/preferences.js';

export type PreferenceRow = typeof userPreferences.$inferSelect;

export async function selectPreferences(db: Db, userId: number): Promise<PreferenceRow[]> {
  return db.select().from(userPreferences).where(eq(userPreferences.userId, userId)).orderBy(asc(userPreferences.id));
}

/** Only when the row belongs to this user: another user's id reads as missing. */
export async function selectPreference(db: Db, userId: number, prefId: number): Promise<PreferenceRow | undefined> {
  const [row] = await db
    .select()
    .from(userPreferences)
    .where(and(eq(userPreferences.id, prefId), eq(userPreferences.userId, userId)))
    .limit(1);
  return row;
}

/** One row per user and key (user_preferences_user_key): a second save replaces the value. */
export async function upsertPreference(db: Db, userId: number, key: string, value: string): Promise<PreferenceRow> {
  const [row] = await db
    .insert(userPreferences)
    .values({ userId, key, value })
    .onConflictDoUpdate({ target: [userPreferences.userId, userPreferences.key], set: { value } })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

export async function deletePreference(db: Db, userId: number, key: string): Promise<void> {
  await db.delete(userPreferences).where(and(eq(userPreferences.userId, userId), eq(userPreferences.key, key)));
}

/** Each user's saved preferences, oldest first: one statement for them all. */
const preferencesOfUsers = builtOnce('preferences_of_users', (db) =>
  db
    .select()
    .from(userPreferences)
    .where(sql`${userPreferences.userId} = any(${sql.placeholder('userIds')})`)
    .orderBy(asc(userPreferences.id)),
);

export async function selectPreferencesOfUsers(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, PreferenceRow[]>> {
  const found = new Map<number, PreferenceRow[]>();
  if (userIds.length === 0) return found;
  for (const row of await preferencesOfUsers(db, { userIds: [...new Set(userIds)] })) {
    const rows = found.get(row.userId);
    if (rows) rows.push(row);
    else found.set(row.userId, [row]);
  }
  return found;
}
