// The roll events dashboard's queries: events per lab day, rolls per stage, and the rolls at a stage.
import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { filmRolls, rollEvents } from '../../db/schema/rolls.js';
import { users } from '../../db/schema/users.js';
import { dayStart } from '../development-orders/lab-queue.js';

/** Roll events since the lab day `from`, counted by lab day (YYYY-MM-DD) and event. */
export function selectEventsPerDay(db: Db, from: string, timeZone: string) {
  const day = sql<string>`to_char(${rollEvents.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  return db
    .select({ day, event: rollEvents.event, count: count() })
    .from(rollEvents)
    .where(gte(rollEvents.createdAt, dayStart(from, timeZone)))
    .groupBy(sql`1, 2`);
}

/** How many rolls are at each stage now. */
export function selectStageCounts(db: Db) {
  return db.select({ status: filmRolls.status, count: count() }).from(filmRolls).groupBy(filmRolls.status);
}

/** A page of the rolls at one stage, the longest waiting first, with their customer's name. */
export async function selectStageRolls(db: Db, stage: string, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: filmRolls.id,
        orderId: filmRolls.orderId,
        customerId: filmRolls.customerId,
        firstName: users.firstName,
        lastName: users.lastName,
        brand: filmRolls.brand,
        model: filmRolls.model,
        format: filmRolls.format,
        process: filmRolls.process,
        rush: filmRolls.rush,
        since: filmRolls.updatedAt,
      })
      .from(filmRolls)
      .innerJoin(users, eq(users.id, filmRolls.customerId))
      .where(and(eq(filmRolls.status, stage), sql`${filmRolls.orderId} is not null`))
      .orderBy(asc(filmRolls.updatedAt), asc(filmRolls.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ count: count() })
      .from(filmRolls)
      .where(and(eq(filmRolls.status, stage), sql`${filmRolls.orderId} is not null`)),
  ]);
  return { rows, count: total?.count ?? 0 };
}
