// POST /orders/bulk: staff receive, complete or step several orders at once. Each order goes through
// the same use case as its own route, in its own transaction: one order's refusal (a canceled order,
// rolls already past the step) is that order's result and leaves the others to go ahead.
import type { BulkBody, BulkResponse } from '@filmlab/api';
import type { RollEvent } from '@filmlab/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { changeOrderStatus } from '../orders/change-status.js';
import { findOrder } from '../orders/order-service.js';
import { addRollsEvent } from './add-rolls-event.js';
import { labQueueChanged } from './lab-queue.js';

async function actOn(deps: Deps, body: BulkBody, orderId: number, actorId: number): Promise<void> {
  if (body.action === 'complete') {
    await changeOrderStatus({ db: deps.db, orderId, action: 'complete' });
    return;
  }
  const event = (body.action === 'receive' ? 'RECEIVED' : body.event) as RollEvent;
  await addRollsEvent({ deps, orderId, event, note: body.note, actorId, onlyNew: body.action === 'receive' });
}

export async function runBulkAction(options: {
  deps: Deps;
  log: FastifyBaseLogger;
  body: BulkBody;
  actorId: number;
}): Promise<BulkResponse> {
  const { deps, body } = options;
  const results: BulkResponse['results'] = [];
  for (const orderId of new Set(body.orderIds)) {
    try {
      await actOn(deps, body, orderId, options.actorId);
      const order = await findOrder(deps.db, orderId);
      results.push({ orderId, ok: true, status: order?.status ?? null, error: null });
    } catch (error) {
      if (!(error instanceof AppError)) options.log.error({ err: error, orderId }, 'bulk order action failed');
      const message = error instanceof AppError ? error.message : 'Something went wrong; try this order again';
      const order = await findOrder(deps.db, orderId).catch(() => undefined);
      results.push({ orderId, ok: false, status: order?.status ?? null, error: message });
    }
  }
  // Rolls moved or orders completed: the queue, the stats and the board's counts are read afresh.
  await labQueueChanged(deps.events);
  return { results };
}
