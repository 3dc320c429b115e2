import type { Availabilities } from '@filmlab/api';
import {
  COURIER_BOOKING_DAYS,
  addDays,
  openCourierSlots,
  zip5,
  zonedDay,
  zonedInstant,
  type CourierSlot,
} from '@filmlab/domain';
import type { Deps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { listUserAddresses, type AddressRow } from '../addresses/address-service.js';
import { labTimeZone } from '../lab/lab-service.js';
import { listZipCodes } from '../locations/list-zip-codes.js';
import { selectActiveHours, selectBookedWindows } from './store.js';

type SlotDeps = Pick<Deps, 'db' | 'config' | 'events'>;

/** The customer's address to collect from (the named one, else the primary), or null without one. */
export async function pickUpAddress(deps: SlotDeps, userId: number, addressId?: number): Promise<AddressRow | null> {
  const saved = await listUserAddresses(deps.db, userId);
  if (addressId !== undefined) {
    const named = saved.find((address) => address.id === addressId);
    if (!named) throw notFound('Address');
    return named;
  }
  return saved.find((address) => address.primary) ?? saved[0] ?? null;
}

export async function isServedZip(deps: SlotDeps, zip: string): Promise<boolean> {
  const served = await listZipCodes({ db: deps.db, active: true });
  return served.some((code) => code.zip === zip5(zip));
}

/** Bookable days: from today (lab time) for COURIER_BOOKING_DAYS; a week when no range is asked. */
function bookableDays(timeZone: string, range: { from?: string; to?: string }, now: Date) {
  const today = zonedDay(now, timeZone);
  const last = addDays(today, COURIER_BOOKING_DAYS - 1);
  const from = range.from && range.from > today ? range.from : today;
  const to = range.to ?? addDays(from, 6);
  return { from, to: to < last ? to : last };
}

/** Each active messenger's open slots in the range, by messenger id. */
export async function openSlotsByMessenger(
  deps: SlotDeps,
  range: { from?: string; to?: string },
  now = new Date(),
): Promise<Map<number, CourierSlot[]>> {
  const timeZone = await labTimeZone(deps);
  const days = bookableDays(timeZone, range, now);
  const bySlots = new Map<number, CourierSlot[]>();
  if (days.from > days.to) return bySlots;
  const hours = await selectActiveHours(deps.db);
  const booked = await selectBookedWindows(
    deps.db,
    zonedInstant(days.from, '00:00', timeZone),
    zonedInstant(addDays(days.to, 1), '00:00', timeZone),
  );
  for (const messengerId of new Set(hours.map((h) => h.messengerId))) {
    const taken = new Set(
      booked.filter((b) => b.messengerId === messengerId && b.windowStart).map((b) => b.windowStart!.getTime()),
    );
    const own = hours.filter((h) => h.messengerId === messengerId);
    bySlots.set(messengerId, openCourierSlots({ hours: own, ...days, timeZone, booked: taken, now }));
  }
  return bySlots;
}

/**
 * GET /users/{id}/availabilities: the pick-up windows open at the customer's address, from every
 * active messenger's hours minus the windows already booked; none outside the served zip codes.
 */
export async function listAvailabilities(options: {
  deps: SlotDeps;
  userId: number;
  query: { from?: string | undefined; to?: string | undefined; addressId?: number | undefined };
  now?: Date;
}): Promise<Availabilities> {
  const { deps, query } = options;
  const address = await pickUpAddress(deps, options.userId, query.addressId);
  if (!address) return { addressId: null, zip: null, served: false, slots: [] };
  const served = await isServedZip(deps, address.zip);
  const base = { addressId: address.id, zip: zip5(address.zip), served };
  if (!served) return { ...base, slots: [] };
  const range = { ...(query.from ? { from: query.from } : {}), ...(query.to ? { to: query.to } : {}) };
  const byMessenger = await openSlotsByMessenger(deps, range, options.now);
  const unique = new Map<number, CourierSlot>();
  for (const slots of byMessenger.values()) for (const slot of slots) unique.set(slot.start.getTime(), slot);
  const slots = [...unique.values()]
    .sort((a, b) => a.start.getTime() - b.start.getTime())
    .map((slot) => ({ start: slot.start.toISOString(), end: slot.end.toISOString() }));
  return { ...base, slots };
}
