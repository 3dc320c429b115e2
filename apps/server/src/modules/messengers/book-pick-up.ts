import type { BookedPickUp } from '@filmlab/api';
import { zonedDay } from '@filmlab/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { AppError, notFound } from '../../errors.js';
import { routeStops } from '../../db/schema/messengers.js';
import { findOrderPickUpId } from '../development-orders/order-kind.js';
import { labTimeZone } from '../lab/lab-service.js';
import { findOrder } from '../orders/order-service.js';
import { isServedZip, openSlotsByMessenger, pickUpAddress } from './availabilities.js';
import { renumberStops, routeOn } from './store.js';

const slotTaken = () =>
  new AppError('CONFLICT', 'That pick-up time is no longer open. Please choose another.', ['start: is not open']);

/**
 * Books a courier pick-up for one of the customer's orders at one of their addresses. The slot must
 * be open now; the stop joins that messenger's route of the day in window order. Two customers racing
 * for the last messenger's slot cannot both get it: the unique index on (route, window) lets one
 * insert through and the other is told to choose again (or tries the next messenger free then).
 */
export async function bookPickUp(options: {
  deps: Pick<Deps, 'db' | 'config' | 'events'>;
  userId: number;
  body: { orderId: number; addressId: number; start: string };
  now?: Date;
}): Promise<BookedPickUp> {
  const { deps, userId, body } = options;
  const order = await findOrder(deps.db, body.orderId);
  if (!order || order.customerId !== userId) throw notFound('Order');
  if (order.status === 'CANCELED' || order.status === 'COMPLETE') {
    throw new AppError('CONFLICT', 'This order is closed; a courier cannot collect for it.', ['orderId: is closed']);
  }
  const address = await pickUpAddress(deps, userId, body.addressId);
  if (!address || !(await isServedZip(deps, address.zip))) {
    throw new AppError('BAD_REQUEST', 'Our courier does not serve this address yet.', [
      'addressId: is outside the zip codes the courier serves',
    ]);
  }
  const [booked] = await deps.db
    .select({ id: routeStops.id })
    .from(routeStops)
    .where(and(eq(routeStops.orderId, order.id), eq(routeStops.kind, 'PICK_UP'), isNull(routeStops.completedAt)));
  if (booked) {
    throw new AppError('CONFLICT', 'This order already has a courier pick-up booked.', ['orderId: already booked']);
  }

  const start = new Date(body.start);
  const day = zonedDay(start, await labTimeZone(deps));
  const byMessenger = await openSlotsByMessenger(deps, { from: day, to: day }, options.now);
  const candidates = [...byMessenger].flatMap(([messengerId, slots]) => {
    const slot = slots.find((s) => s.start.getTime() === start.getTime());
    return slot ? [{ messengerId, slot }] : [];
  });
  const pickUpId = await findOrderPickUpId(deps.db, order.id, userId);
  for (const { messengerId, slot } of candidates) {
    const stopId = await deps.db.transaction(async (tx) => {
      const routeId = await routeOn(tx, messengerId, day);
      const [stop] = await tx
        .insert(routeStops)
        .values({
          routeId,
          position: 1_000_000,
          kind: 'PICK_UP',
          customerId: userId,
          addressId: address.id,
          orderId: order.id,
          pickUpId,
          windowStart: slot.start,
          windowEnd: slot.end,
        })
        .onConflictDoNothing()
        .returning({ id: routeStops.id });
      if (!stop) return null;
      await renumberStops(tx, routeId);
      return stop.id;
    });
    if (stopId !== null) {
      return { stopId, orderId: order.id, windowStart: slot.start.toISOString(), windowEnd: slot.end.toISOString() };
    }
  }
  throw slotTaken();
}
