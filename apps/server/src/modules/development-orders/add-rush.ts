// POST /users/:id/orders/:orderId/add-rush (spec 2.3 and 7): rush chosen rolls of the customer's
// order. Each roll must be on the order, not rushed yet and not yet scanned; the order is then
// re-priced as a whole by the domain (rush credits first). An unpaid order's difference is paid with
// the order through the usual payment steps; a paid one goes through the adjustment steps
// (reprice-adjusted-order.ts): back to INVOICED for the difference, which the customer pays on the
// summary. Rolls move with conditional updates inside one transaction.
import type { AddRushResponse } from '@filmlab/api';
import { priceAddRush, rushProblem } from '@filmlab/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { rollOrderDefaults } from '../../db/schema/development.js';
import { AppError, notFound } from '../../errors.js';
import { loadBuyer } from '../orders/buyer.js';
import { moveOrThrow } from '../orders/order-access.js';
import { recomputeOrder } from '../orders/recompute-order.js';
import { IN_FLIGHT } from '../orders/reserve-payment.js';
import { findOrder, findPaymentInFlight } from '../orders/order-service.js';
import { findPromosByIds } from '../promos/promo-service.js';
import { pricesOfList } from '../price-lists/price-list-service.js';
import { markRollsRushed } from '../rolls/roll-service.js';
import { priceDevelopmentLines } from './price-development-lines.js';
import { labQueueChanged } from './lab-queue.js';
import { repriceAdjustedOrder } from './reprice-adjusted-order.js';
import { selectRollChoices } from './store.js';

const conflict = (field: string, message: string) => new AppError('CONFLICT', message, [`${field}: ${message}`]);

/**
 * Returns the rush added and what the total grew by, once the lab's queue is told; the caller
 * presents the order.
 */
export async function addRush(options: {
  deps: Pick<Deps, 'db' | 'events'>;
  customerId: number;
  orderId: number;
  rollIds: number[];
  now?: Date;
}): Promise<Omit<AddRushResponse, 'order'>> {
  const { deps, orderId } = options;
  const now = options.now ?? new Date();
  const wanted = [...new Set(options.rollIds)];
  const buyer = await loadBuyer(deps.db, options.customerId);
  const added = await deps.db.transaction(async (tx: Tx) => {
    const order = await findOrder(tx, orderId, true);
    // Another customer's order reads as missing.
    if (!order || order.customerId !== buyer.id) throw notFound('Order');
    const paidBefore = order.status !== 'OPEN';
    // A paid order is adjusted (never a completed or canceled one); no move while a payment runs.
    moveOrThrow(order.status, paidBefore ? 'adjust' : 'update');
    if (await findPaymentInFlight(tx, order.id)) throw conflict('status', IN_FLIGHT);
    const rolls = await selectRollChoices(tx, [orderId]);
    const missing = wanted.find((id) => !rolls.some((roll) => roll.filmRollId === id));
    if (missing !== undefined) {
      const message = `rollIds: roll ${missing} is not on this order`;
      throw new AppError('BAD_REQUEST', message, [message]);
    }
    for (const roll of rolls.filter((r) => wanted.includes(r.filmRollId))) {
      const problem = rushProblem(roll);
      if (problem) throw conflict(`rollIds.${roll.filmRollId}`, `This roll ${problem}`);
    }

    // Conditional on the roll still being rushable: a lab step meanwhile makes this a 409.
    const rushRolls = async () => {
      const moved = await markRollsRushed(tx, wanted, now);
      if (moved.length !== wanted.length) throw conflict('rollIds', 'A roll changed meanwhile; try again');
      await tx
        .update(rollOrderDefaults)
        .set({ addRush: true })
        .where(and(eq(rollOrderDefaults.orderId, orderId), inArray(rollOrderDefaults.filmRollId, wanted)));
    };
    const prices = await pricesOfList(tx, order.priceListId);
    const { unitCents } = priceAddRush({
      planId: buyer.planId,
      active: buyer.active,
      rushCredits: 0,
      rolls: 1,
      prices,
    });
    const rush = (credited: number) => ({
      rolls: wanted.length,
      credited,
      unitCents,
      cents: (wanted.length - credited) * unitCents,
    });

    if (paidBefore) {
      const repriced = await repriceAdjustedOrder({ tx, order, buyer, now, change: rushRolls });
      const credited = (repriced.creditsAfter?.rush ?? 0) - repriced.creditsBefore.rush;
      return { rush: rush(credited), difference: Math.max(0, repriced.differenceCents) };
    }
    const before = await priceDevelopmentLines({ db: tx, orderId, buyer, now, priceListId: order.priceListId });
    await rushRolls();
    const [promo] = order.promoId === null ? [] : await findPromosByIds(tx, [order.promoId]);
    const after = await recomputeOrder({ tx, order, buyer, promo: promo ?? null, now });
    const credited = (after.development?.creditsUsed.rush ?? 0) - before.price.creditsUsed.rush;
    return { rush: rush(credited), difference: after.order.total - order.total };
  });
  await labQueueChanged(deps.events);
  return added;
}
