// GET /public/orders/:id (spec section 7), the page the status link in an order's e-mails opens.
// With the order's token: its status, each roll's stage and the estimated ready dates. Without a
// token: the order number only. Never a name, an address, an e-mail or an amount.
import type { PublicOrder } from '@filmlab/api';
import { orderNumber } from '@filmlab/domain';
import type { Deps } from '../../deps.js';
import { AppError, notFound } from '../../errors.js';
import { findOrder } from '../orders/order-service.js';
import { readLabQueue } from './lab-queue.js';
import { estimateOrder } from './order-eta.js';
import { isOrderStatusToken } from './status-token.js';
import { selectRollChoices } from './store.js';

export async function readPublicOrder(options: {
  deps: Pick<Deps, 'db' | 'events' | 'config'>;
  orderId: number;
  token: string | undefined;
}): Promise<PublicOrder> {
  const { deps, orderId, token } = options;
  const order = await findOrder(deps.db, orderId);
  if (!order) throw notFound('Order');
  const anonymous: PublicOrder = {
    id: order.id,
    orderNumber: orderNumber(order.id),
    tracked: false,
    status: null,
    placedAt: null,
    eta: null,
    rolls: [],
  };
  if (token === undefined) return anonymous;
  if (!isOrderStatusToken(deps.config.authSecret, order.id, token)) {
    const message = 'token: this status link is not valid; open the link in your e-mail again';
    throw new AppError('FORBIDDEN', 'This status link is not valid', [message]);
  }
  const [rolls, lab] = await Promise.all([selectRollChoices(deps.db, [order.id]), readLabQueue(deps)]);
  const eta = estimateOrder({ lab, timeZone: lab.timeZone, orderStatus: order.status, rolls });
  return {
    ...anonymous,
    tracked: true,
    status: order.status,
    placedAt: order.createdAt.toISOString(),
    eta: eta.order && { readyOn: eta.order.readyOn, businessDays: eta.order.businessDays },
    rolls: rolls.map((roll) => ({
      id: roll.filmRollId,
      brand: roll.brand,
      model: roll.model,
      format: roll.format,
      process: roll.process,
      stage: roll.status,
      rush: roll.rush,
      estimatedReadyOn: eta.byRoll.get(roll.filmRollId)?.readyOn ?? null,
    })),
  };
}
