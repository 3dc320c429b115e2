// E-mails an order's invoice through the mailer (the outbox on the default setup).
import { formatCents, formatTaxRate, orderNumber } from '@filmlab/domain';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { findAccountById } from '../users/service.js';
import { changeOrderStatus } from './change-status.js';
import { loadOrderView } from './store.js';
import { withLabIdentity } from '../lab/lab-service.js';

export async function sendInvoice(options: {
  deps: Pick<Deps, 'db' | 'mailer' | 'config' | 'events'>;
  orderId: number;
}) {
  const { orderId } = options;
  const deps = await withLabIdentity(options.deps);
  const order = await changeOrderStatus({ db: deps.db, orderId, action: 'sendInvoice' });
  const view = (await loadOrderView(deps.db, order.id))!;
  const customer = order.customerId ? await findAccountById(deps.db, order.customerId) : undefined;
  const to = customer?.email ?? order.guestEmail;
  if (!to) throw new AppError('BAD_REQUEST', 'The order has no e-mail address to send to', ['email: is missing']);
  const number = orderNumber(order.id);
  const lines = view.lines.map(
    (l) => `${l.quantity} x ${l.productName}${l.variantName ? ` (${l.variantName})` : ''}  ${formatCents(l.amount)}`,
  );
  const totals = [
    `Subtotal ${formatCents(order.subtotal)}`,
    ...(order.appliedDiscount ? [`Discount -${formatCents(order.appliedDiscount)}`] : []),
    ...(order.shipping ? [`Shipping ${formatCents(order.shipping)}`] : []),
    `Tax${order.taxRate !== null ? ` (${formatTaxRate(order.taxRate)})` : ''} ${formatCents(order.taxAmount)}`,
    ...(order.appliedCredit ? [`Account credit -${formatCents(order.appliedCredit)}`] : []),
    `Total ${formatCents(order.total)}`,
  ];
  await deps.mailer.send({
    to,
    subject: `Invoice for order ${number} from ${deps.config.labName}`,
    text: [
      `Order ${number}`,
      '',
      ...lines,
      '',
      ...totals,
      '',
      `Pay it at ${deps.config.publicUrl}/orders/${order.id}`,
    ].join('\n'),
  });
  return order;
}
