// Staff mark an order paid at the lab (PUT /orders/:id/mark-paid): cash or the lab's card reader.
// An order waiting to be paid at the lab settles its hold; an open order (a walk-in) is reserved and
// paid in the same transaction. A card payment in flight must settle first (409).
import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { paymentStateOf, moveAttempt } from './attempt-store.js';
import { moveOrThrow } from './order-access.js';
import { IN_FLIGHT, reserveOrder } from './reserve-payment.js';
import { recordPaid } from './settle-attempt.js';
import { selectOrder } from './store.js';

export async function markOrderPaid(options: {
  deps: Pick<Deps, 'db' | 'config'>;
  orderId: number;
  staffId: number;
  method: 'cash' | 'card_reader';
  reference: string | null;
  now?: Date;
}): Promise<void> {
  const now = options.now ?? new Date();
  await options.deps.db.transaction(async (tx: Tx) => {
    const order = await selectOrder(tx, options.orderId, true);
    if (!order) throw new AppError('NOT_FOUND', 'Order not found');
    moveOrThrow(order.status, 'pay');
    const { inFlight, paid: paidBefore } = await paymentStateOf(tx, order.id);
    if (inFlight && inFlight.provider !== 'in_lab') throw new AppError('CONFLICT', IN_FLIGHT, [`status: ${IN_FLIGHT}`]);
    const attempt =
      inFlight ??
      (await reserveOrder({
        tx,
        order,
        provider: 'in_lab',
        paymentMethodId: null,
        providerCustomerId: null,
        leaseUntil: null,
        isAdmin: true,
        now,
        config: options.deps.config,
        paid: paidBefore,
      }));
    if (!attempt) return;
    const paid = await moveAttempt(tx, attempt.id, ['reserved'], 'succeeded', { settledAt: now });
    await recordPaid(
      tx,
      paid!,
      {
        providerPaymentId: `in_lab_${attempt.id}`,
        now,
        method: options.method,
        reference: options.reference,
        recordedById: options.staffId,
      },
      options.deps.config,
    );
  });
}
