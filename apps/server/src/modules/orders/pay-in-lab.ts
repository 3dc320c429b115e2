// "Pay at the lab" (PUT /orders/:id/pay-in-lab and the guest's): for labs without card payments
// online. The order's stock, promo use and credit are held as for a card, it moves to INVOICED and
// waits there for staff to mark it paid (mark-paid.ts) or for a cancel, which gives it all back.
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';
import { AppError } from '../../errors.js';
import { receiptLater } from './receipt-later.js';
import { moveOrThrow } from './order-access.js';
import { clearInFlight, reserveOrder } from './reserve-payment.js';
import { selectOrder } from './store.js';

const ONLINE_ONLY = 'This lab takes payment online only. Please pay by card.';

export async function payInLab(options: {
  deps: Pick<Deps, 'db' | 'config'>;
  orderId: number;
  isAdmin: boolean;
  now?: Date;
}): Promise<void> {
  const { deps } = options;
  const now = options.now ?? new Date();
  if (!deps.config.checkout.payInLab) throw new AppError('CONFLICT', ONLINE_ONLY, [`payInLab: ${ONLINE_ONLY}`]);
  await deps.db.transaction(async (tx: Tx) => {
    const order = await selectOrder(tx, options.orderId, true);
    if (!order) throw new AppError('NOT_FOUND', 'Order not found');
    const status = moveOrThrow(order.status, 'payInLab');
    const paid = await clearInFlight(tx, order.id);
    const attempt = await reserveOrder({
      paid,
      tx,
      order,
      provider: 'in_lab',
      paymentMethodId: null,
      providerCustomerId: null,
      leaseUntil: null,
      isAdmin: options.isAdmin,
      now,
      config: deps.config,
    });
    // Credit paid it all: it is PAID already.
    if (!attempt) return;
    await tx
      .update(orders)
      .set({ status, invoicedAt: order.invoicedAt ?? now, updatedAt: now })
      .where(eq(orders.id, order.id));
    await receiptLater(tx, { kind: 'placed', orderId: order.id, paymentKey: null });
  });
}
