// Canceling an order (PUT /orders/:id/cancel): an order waiting to be paid at the lab gives its
// stock, promo use and credit back; one whose card payment is in flight waits for it (409).
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';
import { AppError } from '../../errors.js';
import { attemptInFlight, moveAttempt } from './attempt-store.js';
import { moveOrThrow } from './order-access.js';
import { paidOnOrder } from './paid-on-order.js';
import { giveBackReservation } from './settle-attempt.js';
import { selectOrder, type OrderRow } from './store.js';

const PART_PAID = 'This order is paid in part, so it cannot be canceled; ask the lab';
const PAYING = 'A payment for this order is in progress, so it cannot be canceled now. Try again in a minute.';

export async function cancelOrder(options: {
  db: Db;
  orderId: number;
  /** Runs under the lock before anything changes (a customer may cancel only their own order). */
  check?: (order: OrderRow) => void;
  now?: Date;
}): Promise<OrderRow> {
  const now = options.now ?? new Date();
  return options.db.transaction(async (tx: Tx) => {
    const order = await selectOrder(tx, options.orderId, true);
    if (!order) throw new AppError('NOT_FOUND', 'Order not found');
    options.check?.(order);
    const status = moveOrThrow(order.status, 'cancel');
    // An adjusted order invoiced for a difference was paid in part: the lab settles it with the customer.
    if ((await paidOnOrder(tx, order.id)) !== null) throw new AppError('CONFLICT', PART_PAID, [`status: ${PART_PAID}`]);
    const inFlight = await attemptInFlight(tx, order.id);
    if (inFlight && inFlight.provider !== 'in_lab') throw new AppError('CONFLICT', PAYING, [`status: ${PAYING}`]);
    if (inFlight && (await moveAttempt(tx, inFlight.id, ['reserved'], 'canceled', { settledAt: now }))) {
      await giveBackReservation(tx, inFlight);
    }
    const [updated] = await tx
      .update(orders)
      .set({ status, canceledAt: now, updatedAt: now })
      .where(eq(orders.id, order.id))
      .returning();
    return updated!;
  });
}
