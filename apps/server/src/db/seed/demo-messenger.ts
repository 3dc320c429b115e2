import type { Db } from '../client.js';
import { messengerHours, messengerRoutes, messengers, routeStops } from '../schema/messengers.js';

/** The demo courier: weekday and Saturday hours, and today's route with a pick-up at the demo customer's. */
export async function seedDemoMessenger(
  db: Db,
  options: { messengerUserId: number; customerId?: number; customerAddressId?: number },
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
  const today = new Date();
  const [route] = await db
    .insert(messengerRoutes)
    .values({ messengerId: messenger.id, date: today.toISOString().slice(0, 10) })
    .returning({ id: messengerRoutes.id });
  if (!route) return;
  const windowStart = new Date(today);
  windowStart.setUTCHours(16, 0, 0, 0);
  await db.insert(routeStops).values({
    routeId: route.id,
    position: 0,
    kind: 'PICK_UP',
    customerId: options.customerId,
    addressId: options.customerAddressId ?? null,
    windowStart,
    windowEnd: new Date(windowStart.getTime() + 2 * 3600 * 1000),
    notes: 'Three rolls in a padded envelope with the doorman.',
  });
}
