// Staff adjust a development order when the film that arrived differs from the order (issue 10):
// a roll added, a roll's film changed, or a roll that never arrived removed. In one transaction under
// the order's lock, as named steps: check the move; give back the service credits the order spent if
// it was paid; change the rolls; re-price the whole order; settle what it asks of the customer
// (reprice-adjusted-order.ts). A paid order whose total grew goes back to INVOICED for the difference
// (paid on the summary with the usual payment steps); one whose total shrank stays PAID and the
// refund is left to staff (shown to them).
import type { DevelopmentRollInput, OrderAdjustmentResponse } from '@filmlab/api';
import { rollChangeProblem, rollRemovalProblem } from '@filmlab/domain';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { AppError, notFound } from '../../errors.js';
import { attemptInFlight } from '../orders/attempt-store.js';
import { loadBuyer } from '../orders/buyer.js';
import { moveOrThrow } from '../orders/order-access.js';
import { selectOrder } from '../orders/store.js';
import { changeRollFilm, lastRollKey, removeUnreceivedRoll, type RollFilm } from './adjustment-store.js';
import { repriceAdjustedOrder } from './reprice-adjusted-order.js';
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
    const customerId = order.customerId;

    const repriced = await repriceAdjustedOrder({
      tx,
      order,
      buyer,
      now,
      change: async () => {
        if (adjustment.kind === 'add') {
          await insertRolls(tx, {
            orderId,
            customerId,
            rolls: [adjustment.roll],
            negativesAction: rolls[0]!.negativesAction,
            priorityTier: rolls[0]!.priorityTier,
            keyOffset: await lastRollKey(tx, orderId),
          });
          return;
        }
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
      },
    });
    return {
      customerId,
      paidCents: repriced.paidCents,
      differenceCents: repriced.differenceCents,
      balance: repriced.balance,
      balanceCents: repriced.balanceCents,
    };
  });
}
