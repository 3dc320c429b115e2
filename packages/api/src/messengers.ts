// Couriers (spec 7 Messengers, GET /users/{id}/availabilities): the lab's messengers, their weekly
// hours and daily routes, customers' pick-up slots and bookings, and the lab's service zip codes.
import { COURIER_BOOKING_DAYS } from '@filmlab/domain';
import { z } from 'zod';
import { idField, idParamField, required, text } from './fields.js';

const day = () => z.iso.date('must be a date (YYYY-MM-DD)');
const clock = () => text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day as HH:MM (00:00 to 23:59)');
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .transform((s) => s || null)
    .nullable()
    .optional();

export const messengerHoursSchema = z
  .object({
    id: z.number().int(),
    /** 0 = Sunday ... 6 = Saturday. */
    dayOfWeek: z.number().int(),
    startTime: z.string(),
    endTime: z.string(),
  })
  .meta({ id: 'MessengerHours' });
export type MessengerHours = z.infer<typeof messengerHoursSchema>;

export const messengerSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    vehicle: z.string().nullable(),
    notes: z.string().nullable(),
    active: z.boolean(),
    hours: messengerHoursSchema.array(),
  })
  .meta({ id: 'Messenger' });
export type Messenger = z.infer<typeof messengerSchema>;

export const createMessengerBody = z.strictObject({
  firstName: required(100),
  lastName: required(100),
  email: text().trim().toLowerCase().pipe(z.email('must be an e-mail address')),
  phone: optionalText(40),
  vehicle: optionalText(100),
  notes: optionalText(1000),
});
export type CreateMessengerBody = z.input<typeof createMessengerBody>;

export const updateMessengerBody = z.strictObject({
  phone: optionalText(40),
  vehicle: optionalText(100),
  notes: optionalText(1000),
  active: z.boolean('must be true or false').optional(),
});
export type UpdateMessengerBody = z.input<typeof updateMessengerBody>;

export const messengerHoursBody = z
  .strictObject({
    dayOfWeek: z
      .number('must be a day from 0 (Sunday) to 6 (Saturday)')
      .int('must be a day from 0 (Sunday) to 6 (Saturday)')
      .min(0, 'must be a day from 0 (Sunday) to 6 (Saturday)')
      .max(6, 'must be a day from 0 (Sunday) to 6 (Saturday)'),
    startTime: clock(),
    endTime: clock(),
  })
  .refine((hours) => hours.startTime < hours.endTime, { path: ['endTime'], message: 'must be after the start time' });
export type MessengerHoursBody = z.input<typeof messengerHoursBody>;

export const messengerHoursParams = z.strictObject({ id: idParamField(), hoursId: idParamField() });
export const messengerStopParams = z.strictObject({ id: idParamField(), stopId: idParamField() });

/** A range of lab days, at most COURIER_BOOKING_DAYS long; today when absent. */
export const dayRangeQuery = z
  .strictObject({ from: day().optional(), to: day().optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'must not be before from' })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) < COURIER_BOOKING_DAYS * 86_400_000, {
    path: ['to'],
    message: `must be within ${COURIER_BOOKING_DAYS} days of from`,
  });

export const STOP_OUTCOMES = ['COLLECTED', 'NO_ONE_HOME'] as const;

export const routeStopSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  kind: z.string(),
  customer: z.object({ id: z.number().int(), name: z.string(), phone: z.string().nullable() }).nullable(),
  address: z
    .object({
      address1: z.string(),
      address2: z.string().nullable(),
      city: z.string(),
      state: z.string(),
      zip: z.string(),
      /** A plain https link to a map search of the address. */
      mapLink: z.string(),
    })
    .nullable(),
  orderId: z.number().int().nullable(),
  /** What to collect, for people: "3 rolls for order 10042" and the customer's note. */
  collect: z.string(),
  notes: z.string().nullable(),
  windowStart: z.string().nullable(),
  windowEnd: z.string().nullable(),
  notifiedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  outcome: z.enum(STOP_OUTCOMES).nullable(),
});
export type RouteStop = z.infer<typeof routeStopSchema>;

export const messengerRouteSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  status: z.string(),
  stops: routeStopSchema.array(),
});
export type MessengerRoute = z.infer<typeof messengerRouteSchema>;

export const routesResponse = z.object({ routes: messengerRouteSchema.array() });

export const stopOutcomeBody = z.strictObject({
  outcome: z.enum(STOP_OUTCOMES, `must be one of ${STOP_OUTCOMES.join(', ')}`),
});

export const notifyNextStopResponse = z.object({
  /** The stop whose customer was told, or null when every stop of the range is done. */
  stopId: z.number().int().nullable(),
  /** False when that customer had been told before (each stop is told once). */
  notified: z.boolean(),
});
export type NotifyNextStopResult = z.infer<typeof notifyNextStopResponse>;

export const availabilitiesQuery = z
  .strictObject({
    from: day().optional(),
    to: day().optional(),
    /** The saved address to be collected from; the primary one when absent. */
    addressId: idParamField().optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'must not be before from' });

export const availabilitiesResponse = z.object({
  addressId: z.number().int().nullable(),
  zip: z.string().nullable(),
  /** The address is in a zip the courier serves. */
  served: z.boolean(),
  slots: z.object({ start: z.string(), end: z.string() }).array(),
});
export type Availabilities = z.infer<typeof availabilitiesResponse>;

export const bookPickUpBody = z.strictObject({
  orderId: idField(),
  addressId: idField(),
  /** The slot's start, as the availabilities list gave it. */
  start: z.iso.datetime({ offset: true, message: 'must be a date and time (ISO 8601)' }),
});
export type BookPickUpBody = z.input<typeof bookPickUpBody>;

export const bookedPickUpSchema = z.object({
  stopId: z.number().int(),
  orderId: z.number().int(),
  windowStart: z.string(),
  windowEnd: z.string(),
});
export type BookedPickUp = z.infer<typeof bookedPickUpSchema>;

export const zipCodeParams = z.strictObject({
  zip: text().regex(/^\d{5}$/, 'must be a five-digit zip code'),
});
export const zipCodeBody = z.strictObject({
  area: required(100),
  active: z.boolean('must be true or false').default(true),
});
