// Staff adjust a development order when the film that arrived differs from the order (issue 10):
// a roll added, a roll's film changed, or a roll that never arrived removed. In one transaction under
// the order's lock, as named steps: check the move; give back the service credits the order spent if
// it was paid; change the rolls; re-price the whole order from the domain (credits re-applied: the
// same credits are spent again, conditionally); then settle what it asks of the customer. A paid order
// whose total grew goes back to INVOICED for the difference (paid on the summary with the usual
// payment steps); one whose total shrank stays PAID and the refund is left to staff (shown to them).
import type { DevelopmentRollInput, OrderAdjustmentResponse } from '@filmlab/api';
import { adjustmentBalance, rollChangeProblem, rollRemovalProblem } from '@filmlab/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { orders } from '../../db/schema/orders.js';
import { AppError, notFound } from '../../errors.js';
import { giveBackCredit } from '../credits/give-back-credit.js';
import { giveBackServiceCredits, spendServiceCredits } from '../credits/service-credits.js';
import { spendCredit } from '../credits/spend-credit.js';
import { attemptInFlight } from '../orders/attempt-store.js';
import { loadBuyer } from '../orders/buyer.js';
import { moveOrThrow } from '../orders/order-access.js';
import { paidOnOrder } from '../orders/paid-on-order.js';
import { recomputeOrder } from '../orders/recompute-order.js';
import { selectOrder } from '../orders/store.js';
import { findPromosByIds } from '../promos/promo-service.js';
import { changeRollFilm, lastRollKey, removeUnreceivedRoll, type RollFilm } from './adjustment-store.js';
import { insertRolls, selectRollChoices } from './store.js';

export type RollAdjustment =
  | { kind: 'add'; roll: DevelopmentRollInput }
  | { kind: 'change'; rollId: number; film: RollFilm }
  | { kind: 'remove'; rollId: number };

const conflict = (field: string, message: string) => new AppError('CONFLICT', message, [`${field}: ${message}`]);
const PAYING = 'A payment for this order is in progress; adjust it once that payment is settled';

export type AdjustmentResult = OrderAdjustmentResponse['adjustment'] & { customerId: number };

export async function adjustOrder(options: {
  deps: Pick<Deps, 'db'>;
  orderId: number;
  adjustment: RollAdjustment;
  now?: Date;
}): Promise<AdjustmentResult> {
  const { deps, orderId, adjustment } = options;
  const now = options.now ?? new Date();
  return deps.db.transaction(async (tx: Tx) => {
    // Step: the move is allowed (never a canceled or completed order, never while a payment runs).
    const order = await selectOrder(tx, orderId, true);
    if (!order || order.customerId === null) throw notFound('Order');
    const rolls = await selectRollChoices(tx, [orderId]);
    if (rolls.length === 0) throw notFound('Order');
    moveOrThrow(order.status, 'adjust');
    if (await attemptInFlight(tx, orderId)) throw conflict('status', PAYING);
    const buyer = await loadBuyer(tx, order.customerId);
    const paid = await paidOnOrder(tx, orderId);

    // Step: what the paid order spent goes back, so the re-pricing sees the credits it may use.
    if (paid !== null) await giveBackServiceCredits({ tx, orderId });

    // Step: the rolls.
    if (adjustment.kind === 'add') {
      await insertRolls(tx, {
        orderId,
        customerId: order.customerId,
        rolls: [adjustment.roll],
        negativesAction: rolls[0]!.negativesAction,
        priorityTier: rolls[0]!.priorityTier,
        keyOffset: await lastRollKey(tx, orderId),
      });
    } else {
      const roll = rolls.find((candidate) => candidate.filmRollId === adjustment.rollId);
      if (!roll) throw notFound('Roll');
      if (adjustment.kind === 'change') {
        const problem = rollChangeProblem(roll.status);
        if (problem) throw conflict('rollId', problem);
        await changeRollFilm(tx, roll.filmRollId, adjustment.film, now);
      } else {
        const problem = rollRemovalProblem(roll.status, rolls.length);
        if (problem) throw conflict('rollId', problem);
        if (!(await removeUnreceivedRoll(tx, orderId, roll.filmRollId))) {
          throw conflict('rollId', 'The roll changed meanwhile; try again');
        }
      }
    }

    // Step: every amount again, from the domain. A paid order's account credit was taken already,
    // so it counts beside the balance; only the change is taken or given back.
    const [promo] = order.promoId === null ? [] : await findPromosByIds(tx, [order.promoId]);
    const pricingBuyer = paid !== null ? { ...buyer, credits: buyer.credits + order.appliedCredit } : buyer;
    const after = await recomputeOrder({ tx, order, buyer: pricingBuyer, promo: promo ?? null, now });
    if (paid !== null) {
      if (after.development) {
        await spendServiceCredits({ tx, userId: buyer.id, orderId, used: after.development.creditsUsed, now });
      }
      const creditChange = after.order.appliedCredit - order.appliedCredit;
      if (creditChange > 0) await spendCredit({ tx, userId: buyer.id, cents: creditChange });
      if (creditChange < 0) await giveBackCredit({ tx, userId: buyer.id, cents: -creditChange });
    }

    // Step: what it asks of the customer.
    const balance = adjustmentBalance(paid, after.order.total);
    if (balance.kind === 'due' && after.order.status === 'PAID') {
      const status = moveOrThrow('PAID', 'invoiceDifference');
      await tx.update(orders).set({ status, invoicedAt: now, updatedAt: now }).where(eq(orders.id, orderId));
    } else if (balance.kind !== 'due' && paid !== null && after.order.status === 'INVOICED') {
      // The difference invoiced before is gone (a roll taken off again): paid in full once more.
      await tx.update(orders).set({ status: 'PAID', updatedAt: now }).where(eq(orders.id, orderId));
    }
    return {
      customerId: order.customerId,
      paidCents: paid ?? 0,
      differenceCents: after.order.total - order.total,
      balance: balance.kind,
      balanceCents: balance.cents,
    };
  });
}
