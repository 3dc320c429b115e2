// PUT /users/:id/orders/:orderId (spec 7: "Order update carries newLines, newShipments, newPrints,
// newRolls"): the order update of PUT /orders/:id (orders/update-order.ts: the free label bought
// first, then one transaction), with prints and rolls added. Rolls join that transaction as its
// last step before the amounts, so everything is saved together or nothing is; that update is for
// open orders. Rolls alone go through the adjustment steps (adjust-order.ts): a customer adds them
// to an open order, staff to an invoiced or paid one too, which is invoiced the difference.
import type { UpdateUserOrderBody } from '@filmlab/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.js';
import { AppError, notFound } from '../../errors.js';
import { findOrder } from '../orders/order-service.js';
import { updateOrder } from '../orders/update-order.js';
import { adjustAndTell } from './adjust-and-tell.js';
import { addOrderRolls } from './adjust-order.js';
import { labQueueChanged } from './lab-queue.js';
import { isDevelopmentOrder } from './order-kind.js';

const bad = (field: string, problem: string) =>
  new AppError('BAD_REQUEST', `${field}: ${problem}`, [`${field}: ${problem}`]);

export async function updateUserOrder(options: {
  deps: Deps;
  log: FastifyBaseLogger;
  userId: number;
  orderId: number;
  isAdmin: boolean;
  body: UpdateUserOrderBody;
}): Promise<void> {
  const { deps, userId, orderId, isAdmin } = options;
  const { newRolls, ...changes } = options.body;
  // Another customer's order reads as missing.
  const order = await findOrder(deps.db, orderId);
  if (!order || order.customerId !== userId) throw notFound('Order');
  if (changes.lines && changes.newPrints) {
    throw bad('newPrints', 'lines replace every line: send the prints among them');
  }
  if (newRolls && !(await isDevelopmentOrder(deps.db, orderId))) {
    throw bad('newRolls', 'only an order of film takes rolls');
  }
  const changesOrder = Object.values(changes).some((value) => value !== undefined);
  if (newRolls && !changesOrder) {
    await adjustAndTell({
      deps,
      orderId,
      adjustment: { kind: 'add', rolls: newRolls },
      action: isAdmin ? 'adjust' : 'update',
    });
    return;
  }
  await updateOrder({
    deps,
    log: options.log,
    order,
    isAdmin,
    changes: {
      ...changes,
      ...(newRolls
        ? { step: async (tx) => void (await addOrderRolls(tx, { id: orderId, customerId: userId }, newRolls)) }
        : {}),
    },
  });
  if (newRolls) await labQueueChanged(deps.events);
}
