import { zonedDay, zonedInstant } from '@filmlab/domain';
import type { Db } from '../client.js';
import { messengerHours, messengerRoutes, messengers, routeStops } from '../schema/messengers.js';

/**
 * The demo courier: weekday and Saturday hours, and today's route (today in the lab's time zone, as
 * the courier's page reads it): a pick-up at the demo customer's from 11:00, then the partner shop's
 * bag (the demo vendor), so closing the first stop tells the second.
 */
export async function seedDemoMessenger(
  db: Db,
  options: {
    messengerUserId: number;
    labTimeZone: string;
    customerId?: number;
    customerAddressId?: number;
    partnerShopId?: number;
  },
): Promise<void> {
  const [messenger] = await db
    .insert(messengers)
    .values({ userId: options.messengerUserId, phone: '(718) 555-0145', vehicle: 'Cargo bike' })
    .onConflictDoNothing()
    .returning({ id: messengers.id });
  if (!messenger) return;
  const weekdays = [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, startTime: '10:00', endTime: '18:00' }));
  await db.insert(messengerHours).values(
    [...weekdays, { dayOfWeek: 6, startTime: '11:00', endTime: '15:00' }].map((hours) => ({
      ...hours,
      messengerId: messenger.id,
    })),
  );
  if (options.customerId === undefined) return;
  const today = zonedDay(new Date(), options.labTimeZone);
  const [route] = await db
    .insert(messengerRoutes)
    .values({ messengerId: messenger.id, date: today })
    .returning({ id: messengerRoutes.id });
  if (!route) return;
  const windowStart = zonedInstant(today, '11:00', options.labTimeZone);
  const hours = (count: number) => new Date(windowStart.getTime() + count * 3600 * 1000);
  await db.insert(routeStops).values([
    {
      routeId: route.id,
      position: 0,
      kind: 'PICK_UP',
      customerId: options.customerId,
      addressId: options.customerAddressId ?? null,
      windowStart,
      windowEnd: hours(2),
      notes: 'Three rolls in a padded envelope with the doorman.',
    },
    ...(options.partnerShopId === undefined
      ? []
      : [
          {
            routeId: route.id,
            position: 1,
            kind: 'PICK_UP',
            customerId: options.partnerShopId,
            windowStart: hours(2),
            windowEnd: hours(4),
            notes: 'The week’s bag of film at the shop counter.',
          },
        ]),
  ]);
}
