import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { feedCache, type CachedFeedPost } from '../../db/schema/marketing.js';

export type FeedCacheRow = typeof feedCache.$inferSelect;

export async function selectFeedCache(db: Db, url: string): Promise<FeedCacheRow | undefined> {
  const [row] = await db.select().from(feedCache).where(eq(feedCache.url, url)).limit(1);
  return row;
}

/**
 * Takes the right to refresh the feed until `leaseUntil`: true for exactly one caller among
 * processes racing on an expired (or missing) row, whose expiry it moves forward as it wins.
 */
export async function claimFeedRefresh(db: Db, url: string, now: Date, leaseUntil: Date): Promise<boolean> {
  const inserted = await db
    .insert(feedCache)
    .values({ url, expiresAt: leaseUntil })
    .onConflictDoNothing()
    .returning({ url: feedCache.url });
  if (inserted.length > 0) return true;
  const updated = await db
    .update(feedCache)
    .set({ expiresAt: leaseUntil })
    .where(and(eq(feedCache.url, url), lte(feedCache.expiresAt, now)))
    .returning({ url: feedCache.url });
  return updated.length > 0;
}

export async function saveFeedRead(
  db: Db,
  url: string,
  read: { posts: CachedFeedPost[]; fetchedAt: Date; expiresAt: Date; lastError: string | null },
): Promise<void> {
  await db.update(feedCache).set(read).where(eq(feedCache.url, url));
}
