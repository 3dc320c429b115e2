// Who may see and act on an order: its customer and admins. Another customer's order reads as missing.
import type { OrderStatus } from '@filmlab/domain';
import { nextOrderStatus, type OrderAction } from '@filmlab/domain';
import type { SessionUser } from '../../http/session-user.js';
import { AppError, notFound } from '../../errors.js';
import type { OrderRow } from './store.js';

export function assertCanSee(order: OrderRow | undefined, user: SessionUser): asserts order is OrderRow {
  if (!order || (user.role !== 'ADMIN' && order.customerId !== user.id)) throw notFound('Order');
}

/** The status the action leads to, or a 409 with the reason. */
export function moveOrThrow(status: OrderStatus, action: OrderAction): OrderStatus {
  const move = nextOrderStatus(status, action);
  if (!move.ok) throw new AppError('CONFLICT', move.message, [`status: ${move.message}`]);
  return move.status;
}
