// invoice, send-invoice and complete: a status move under the order's row lock (cancel: cancel-order.ts).
import type { OrderAction } from '@filmlab/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';
import { AppError } from '../../errors.js';
import { moveOrThrow } from './order-access.js';
import { selectOrder, type OrderRow } from './store.js';

const stamp: Partial<Record<OrderAction, keyof OrderRow>> = {
  invoice: 'invoicedAt',
  sendInvoice: 'invoicedAt',
  complete: 'completedAt',
};

export async function changeOrderStatus(options: {
  db: Db;
  orderId: number;
  action: Exclude<OrderAction, 'update' | 'pay' | 'payInLab' | 'cancel'>;
  now?: Date;
}): Promise<OrderRow> {
  const now = options.now ?? new Date();
  return options.db.transaction(async (tx: Tx) => {
    const order = await selectOrder(tx, options.orderId, true);
    if (!order) throw new AppError('NOT_FOUND', 'Order not found');
    const status = moveOrThrow(order.status, options.action);
    const field = stamp[options.action];
    const keepFirst = options.action === 'sendInvoice' && order.invoicedAt;
    const [updated] = await tx
      .update(orders)
      .set({ status, updatedAt: now, ...(field && !keepFirst ? { [field]: now } : {}) })
      .where(eq(orders.id, order.id))
      .returning();
    return updated!;
  });
}
