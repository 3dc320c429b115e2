// The rolls by lab stage, for the roll events dashboard (modules/roll-events asks through roll-service.ts).
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { filmRolls } from '../../db/schema/rolls.js';

type Queryable = Db | Tx;

/** How many rolls are at each stage now. */
export function selectRollStageCounts(db: Queryable) {
  return db.select({ status: filmRolls.status, count: count() }).from(filmRolls).groupBy(filmRolls.status);
}

/** A page of the ordered rolls at one stage, the longest waiting first, and how many there are. */
export async function selectRollsAtStage(db: Queryable, stage: string, limit: number, offset: number) {
  const atStage = and(eq(filmRolls.status, stage), isNotNull(filmRolls.orderId));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: filmRolls.id,
        orderId: filmRolls.orderId,
        customerId: filmRolls.customerId,
        brand: filmRolls.brand,
        model: filmRolls.model,
        format: filmRolls.format,
        process: filmRolls.process,
        rush: filmRolls.rush,
        since: filmRolls.updatedAt,
      })
      .from(filmRolls)
      .where(atStage)
      .orderBy(asc(filmRolls.updatedAt), asc(filmRolls.id))
      .limit(limit)
      .offset(offset),
    db.select({ count: count() }).from(filmRolls).where(atStage),
  ]);
  return { rows, count: total?.count ?? 0 };
}
