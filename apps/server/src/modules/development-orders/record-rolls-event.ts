// Staff record a step of an order's rolls (received, developed, scanned ...; POST /orders/:id/received
// and /orders/:id/rolls-events/:eventId): the rolls move (add-rolls-event.ts), then the lab's queue
// and its estimates are told.
import type { Deps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { findOrder } from '../orders/order-service.js';
import { addRollsEvent } from './add-rolls-event.js';
import { labQueueChanged } from './lab-queue.js';

export async function recordRollsEvent(
  options: Parameters<typeof addRollsEvent>[0] & {
    deps: Deps;
    /** The customer whose order it must be (the customer's path): another's reads as missing. */
    customerId?: number;
  },
): Promise<void> {
  const { customerId, ...event } = options;
  if (customerId !== undefined) {
    const order = await findOrder(options.deps.db, options.orderId);
    if (!order || order.customerId !== customerId) throw notFound('Order');
  }
  await addRollsEvent(event);
  await labQueueChanged(options.deps.events);
}
