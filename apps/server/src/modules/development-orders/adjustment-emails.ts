// The e-mail of an adjusted order that asks for money: the new invoice for the difference, with the
// summary where the customer pays it (the outbox on the default setup).
import { formatCents, orderNumber } from '@filmlab/domain';
import type { Deps } from '../../deps.js';
import { findOrderView } from '../orders/order-service.js';
import { findAccountById } from '../users/service.js';
import { orderStatusUrl } from './status-token.js';

export async function mailAdjustmentInvoice(
  deps: Pick<Deps, 'db' | 'mailer' | 'config'>,
  order: { id: number; customerId: number; paidCents: number; dueCents: number },
) {
  const [customer, view] = await Promise.all([
    findAccountById(deps.db, order.customerId),
    findOrderView(deps.db, order.id),
  ]);
  if (!customer || !view) return;
  const number = orderNumber(order.id);
  const lines = view.lines.map((l) => `${l.quantity} x ${l.notes ?? l.productName}  ${formatCents(l.amount)}`);
  const text = [
    `Hi ${customer.firstName},`,
    '',
    `The film we received for order ${number} differs from the order, so we adjusted it:`,
    '',
    ...lines,
    '',
    `New total ${formatCents(view.order.total)}`,
    `Paid already ${formatCents(order.paidCents)}`,
    `Due now ${formatCents(order.dueCents)}`,
    '',
    `Pay it from your order summary: ${deps.config.publicUrl}/users/${order.customerId}/orders/${order.id}/summary`,
    '',
    `See where your rolls are, and when they should be ready: ${orderStatusUrl(deps.config, order.id)}`,
  ].join('\n');
  await deps.mailer.send({ to: customer.email, subject: `Invoice for the difference on order ${number}`, text });
}
