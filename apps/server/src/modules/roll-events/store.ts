// The roll events dashboard's query: events per lab day (the rolls per stage are the rolls module's).
import { count, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rollEvents } from '../../db/schema/roll-events.js';
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
