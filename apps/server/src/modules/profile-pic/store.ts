import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/users.js';

export async function userExists(db: Db, userId: number): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return rows.length > 0;
}

/**
 * Points the user at a new avatar and returns the path it replaced (null when there was none);
 * undefined when the user does not exist. The row lock makes two racing uploads each see the path
 * the other replaced, so no old file is left behind.
 */
export async function replaceProfileImagePath(
  db: Db,
  userId: number,
  path: string,
): Promise<{ previous: string | null } | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ path: users.profileImagePath })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!current) return undefined;
    await tx.update(users).set({ profileImagePath: path, updatedAt: new Date() }).where(eq(users.id, userId));
    return { previous: current.path };
  });
}
