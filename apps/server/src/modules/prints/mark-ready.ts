// PUT /orders/{id}/mark-prints-ready: the order's prints are ready; the customer hears it once.
import { orderNumber } from '@filmlab/domain';
import type { Deps } from '../../deps.js';
import { AppError, notFound } from '../../errors.js';
import { findOrder } from '../orders/order-service.js';
import { findAccountById } from '../users/service.js';
import { markReady, printsOfOrder } from './store.js';

export async function markPrintsReady(options: { deps: Pick<Deps, 'db' | 'mailer' | 'config'>; orderId: number }) {
  const { deps, orderId } = options;
  const order = await findOrder(deps.db, orderId);
  if (!order) throw notFound('Order');
  if ((await printsOfOrder(deps.db, order.id)).length === 0) {
    throw new AppError('CONFLICT', 'This order has no prints.', ['order: has no prints']);
  }
  // Only the call that moves prints to ready e-mails: a second call finds none left.
  const ready = await markReady(deps.db, order.id, new Date());
  if (ready === 0) return { ready: 0, emailed: false };
  const customer = order.customerId ? await findAccountById(deps.db, order.customerId) : undefined;
  const to = customer?.email ?? order.guestEmail;
  if (!to) return { ready, emailed: false };
  const number = orderNumber(order.id);
  await deps.mailer.send({
    to,
    subject: `Your prints for order ${number} are ready`,
    text: [
      `Hello${customer?.firstName ? ` ${customer.firstName}` : ''},`,
      '',
      `Your prints for order ${number} are ready. We'll ship them or hold them for pick-up as you chose.`,
      '',
      `See the order at ${deps.config.publicUrl}/users/${order.customerId ?? ''}/print-orders/${order.id}`,
    ].join('\n'),
  });
  return { ready, emailed: true };
}
