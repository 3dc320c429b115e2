// The messengers module's queries: its own tables (messengers, hours, routes, stops). The people and
// addresses they point at are read through the users and addresses services (couriers.ts, stops.ts).
import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { messengerHours, messengerRoutes, messengers, routeStops } from '../../db/schema/messengers.js';

type Queryable = Db | Tx;

export type MessengerRecord = typeof messengers.$inferSelect;

/** The messengers (all, or the one with this id or account), in no particular order. */
export function selectMessengerRecords(db: Queryable, where?: { id?: number; userId?: number }) {
  return db
    .select()
    .from(messengers)
    .where(
      and(
        where?.id === undefined ? undefined : eq(messengers.id, where.id),
        where?.userId === undefined ? undefined : eq(messengers.userId, where.userId),
      ),
    );
}

export function selectHours(db: Queryable, messengerIds: readonly number[]) {
  if (messengerIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(messengerHours)
    .where(inArray(messengerHours.messengerId, [...messengerIds]))
    .orderBy(asc(messengerHours.dayOfWeek), asc(messengerHours.startTime), asc(messengerHours.id));
}

/** Every active messenger's hours: the slots customers may book are drawn from them. */
export function selectActiveHours(db: Queryable) {
  return db
    .select({
      messengerId: messengerHours.messengerId,
      dayOfWeek: messengerHours.dayOfWeek,
      startTime: messengerHours.startTime,
      endTime: messengerHours.endTime,
    })
    .from(messengerHours)
    .innerJoin(messengers, eq(messengers.id, messengerHours.messengerId))
    .where(eq(messengers.active, true));
}

/** Start times of the pick-ups booked on the messengers' routes from one instant to another. */
export function selectBookedWindows(db: Queryable, from: Date, to: Date) {
  return db
    .select({ messengerId: messengerRoutes.messengerId, windowStart: routeStops.windowStart })
    .from(routeStops)
    .innerJoin(messengerRoutes, eq(messengerRoutes.id, routeStops.routeId))
    .where(and(eq(routeStops.kind, 'PICK_UP'), gte(routeStops.windowStart, from), lte(routeStops.windowStart, to)));
}

export function selectRoutes(db: Queryable, messengerId: number, from: string, to: string) {
  return db
    .select()
    .from(messengerRoutes)
    .where(
      and(eq(messengerRoutes.messengerId, messengerId), gte(messengerRoutes.date, from), lte(messengerRoutes.date, to)),
    )
    .orderBy(asc(messengerRoutes.date));
}

/** The stops of some routes in the order the courier drives them (stops.ts adds who, where and what). */
export function selectStopRows(db: Queryable, routeIds: readonly number[]) {
  if (routeIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(routeStops)
    .where(inArray(routeStops.routeId, [...routeIds]))
    .orderBy(asc(routeStops.routeId), asc(routeStops.position), asc(routeStops.windowStart), asc(routeStops.id));
}

/** One stop of a messenger's, locked for the rest of the transaction. */
export async function lockStop(tx: Tx, messengerId: number, stopId: number) {
  const [row] = await tx
    .select({ stop: routeStops, routeDate: messengerRoutes.date })
    .from(routeStops)
    .innerJoin(messengerRoutes, eq(messengerRoutes.id, routeStops.routeId))
    .where(and(eq(routeStops.id, stopId), eq(messengerRoutes.messengerId, messengerId)))
    .for('update', { of: routeStops });
  return row;
}

/** Marks a stop told, unless it was told before; true when this call told it. */
export async function claimNotification(tx: Queryable, stopId: number, at: Date): Promise<boolean> {
  const claimed = await tx
    .update(routeStops)
    .set({ notifiedAt: at })
    .where(and(eq(routeStops.id, stopId), isNull(routeStops.notifiedAt)))
    .returning({ id: routeStops.id });
  return claimed.length > 0;
}

export async function releaseNotification(db: Queryable, stopId: number): Promise<void> {
  await db.update(routeStops).set({ notifiedAt: null }).where(eq(routeStops.id, stopId));
}

/** The messenger's route on a day, made when it is missing. */
export async function routeOn(tx: Tx, messengerId: number, date: string): Promise<number> {
  await tx.insert(messengerRoutes).values({ messengerId, date }).onConflictDoNothing();
  const [route] = await tx
    .select({ id: messengerRoutes.id })
    .from(messengerRoutes)
    .where(and(eq(messengerRoutes.messengerId, messengerId), eq(messengerRoutes.date, date)));
  return route!.id;
}

/** Puts a route's stops in window order (unwindowed stops keep their place after them). */
export async function renumberStops(tx: Tx, routeId: number): Promise<void> {
  await tx.execute(sql`
    update ${routeStops} s set position = o.n - 1
    from (select id, row_number() over (order by window_start nulls last, position, id) as n
          from ${routeStops} where route_id = ${routeId}) o
    where s.id = o.id and s.position <> o.n - 1`);
}
