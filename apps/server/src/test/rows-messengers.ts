// Route rows (see route-rows.ts) of couriers: staff manage messengers, hours and service zip codes; the
// messenger caller works its own route; customers see their pick-up slots and book one.
import { addDays, zonedDay } from '@filmlab/domain';
import { eq } from 'drizzle-orm';
import { zipCodes } from '../db/schema/locations.js';
import { messengerHours, messengerRoutes, messengers, routeStops } from '../db/schema/messengers.js';
import { openSlotsByMessenger } from '../modules/messengers/availabilities.js';
import type { Fixture } from './fixture.js';
import type { Rows } from './row-types.js';
import { createMemoryEventBus } from '../adapters/events/memory-event-bus.js';

/** The messenger caller's messenger record, working every day from 06:00 to 23:00. */
async function callerMessenger(fx: Fixture): Promise<number> {
  const db = fx.t.database.db;
  const userId = fx.callers.messenger.id!;
  await db.insert(messengers).values({ userId }).onConflictDoNothing();
  const [row] = await db.select({ id: messengers.id }).from(messengers).where(eq(messengers.userId, userId));
  await db.update(messengers).set({ active: true }).where(eq(messengers.id, row!.id));
  const hours = await db.select().from(messengerHours).where(eq(messengerHours.messengerId, row!.id));
  if (hours.length < 7) {
    await db.insert(messengerHours).values(
      [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
        messengerId: row!.id,
        dayOfWeek,
        startTime: '06:00',
        endTime: '23:00',
      })),
    );
  }
  return row!.id;
}

async function freshHours(fx: Fixture): Promise<{ id: number; hoursId: number }> {
  const id = await callerMessenger(fx);
  const [row] = await fx.t.database.db
    .insert(messengerHours)
    .values({ messengerId: id, dayOfWeek: 3, startTime: '07:00', endTime: '08:00' })
    .returning({ id: messengerHours.id });
  return { id, hoursId: row!.id };
}

/** An open stop at the owner's on the messenger caller's route of today. */
async function freshStop(fx: Fixture): Promise<{ id: number; stopId: number }> {
  const db = fx.t.database.db;
  const id = await callerMessenger(fx);
  const date = zonedDay(new Date(), fx.t.config.labTimeZone);
  await db.insert(messengerRoutes).values({ messengerId: id, date }).onConflictDoNothing();
  const [route] = await db
    .select({ id: messengerRoutes.id })
    .from(messengerRoutes)
    .where(eq(messengerRoutes.messengerId, id));
  const [stop] = await db
    .insert(routeStops)
    .values({ routeId: route!.id, kind: 'PICK_UP', customerId: fx.callers.owner.id, addressId: fx.addressId })
    .returning({ id: routeStops.id });
  return { id, stopId: stop!.id };
}

/** The fixture's addresses are in 11211; the fuzzer may have removed or paused it. */
async function servedZip(fx: Fixture) {
  await fx.t.database.db
    .insert(zipCodes)
    .values({ zip: '11211', area: 'Brooklyn', active: true })
    .onConflictDoUpdate({ target: zipCodes.zip, set: { active: true } });
}

/** A booking of an open slot for a fresh order of the owner's. */
async function freshBooking(fx: Fixture) {
  await callerMessenger(fx);
  await servedZip(fx);
  const today = zonedDay(new Date(), fx.t.config.labTimeZone);
  const slots = await openSlotsByMessenger(
    { db: fx.t.database.db, config: fx.t.config, events: createMemoryEventBus() },
    { from: today, to: addDays(today, 13) },
  );
  const open = [...slots.values()].flat().sort((a, b) => a.start.getTime() - b.start.getTime());
  return {
    params: { id: fx.callers.owner.id! },
    body: { orderId: await fx.fresh.order(), addressId: fx.addressId, start: open[0]!.start.toISOString() },
  };
}

const suffix = () => Math.random().toString(36).slice(2, 10);

export const messengerRows: Rows = {
  'messengers.list': { call: () => ({}) },
  'messengers.create': {
    call: () => ({ body: { firstName: 'Ray', lastName: 'Courier', email: `courier-${suffix()}@example.test` } }),
  },
  'messengers.me': {
    call: async (fx) => {
      await callerMessenger(fx);
      return {};
    },
  },
  'messengers.get': { call: async (fx) => ({ params: { id: await callerMessenger(fx) } }) },
  'messengers.update': {
    call: async (fx) => ({ params: { id: await callerMessenger(fx) }, body: { vehicle: 'Bike' } }),
  },
  'messengers.addHours': {
    call: async (fx) => ({
      params: { id: await callerMessenger(fx) },
      body: { dayOfWeek: 2, startTime: '05:00', endTime: '06:00' },
    }),
  },
  'messengers.updateHours': {
    call: async (fx) => ({
      params: await freshHours(fx),
      body: { dayOfWeek: 3, startTime: '07:00', endTime: '09:00' },
    }),
  },
  'messengers.deleteHours': { call: async (fx) => ({ params: await freshHours(fx) }) },
  'messengers.routes': { call: async (fx) => ({ params: { id: await callerMessenger(fx) } }) },
  'messengers.notifyNextStop': { call: async (fx) => ({ params: { id: (await freshStop(fx)).id } }) },
  'messengers.closeStop': { call: async (fx) => ({ params: await freshStop(fx), body: { outcome: 'COLLECTED' } }) },
  'messengers.availabilities': {
    call: async (fx) => {
      await servedZip(fx);
      return { params: { id: fx.callers.owner.id! } };
    },
    owned: true,
  },
  'messengers.bookPickUp': { call: freshBooking, owned: true },
  'messengers.saveZipCode': { call: () => ({ params: { zip: '11211' }, body: { area: 'Brooklyn', active: true } }) },
  'messengers.deleteZipCode': {
    call: async (fx) => {
      const zip = String(10000 + Math.floor(Math.random() * 89999));
      await fx.t.database.db.insert(zipCodes).values({ zip, area: 'Test' }).onConflictDoNothing();
      return { params: { zip } };
    },
  },
};
