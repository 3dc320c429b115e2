import { eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { seedRuns } from '../schema/seeding.js';

/** Runs a seed step unless it is recorded as done, then records it. Call inside the seed's transaction. */
export async function runOnce(db: Db, step: string, run: () => Promise<void>): Promise<boolean> {
  const [done] = await db.select({ step: seedRuns.step }).from(seedRuns).where(eq(seedRuns.step, step));
  if (done) return false;
  await run();
  await db.insert(seedRuns).values({ step }).onConflictDoNothing();
  return true;
}
