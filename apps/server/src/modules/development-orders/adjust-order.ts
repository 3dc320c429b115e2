// Staff adjust a development order when the film that arrived differs from the order:
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
import { loadBuyer } from '../orders/buyer.js';
import { moveOrThrow } from '../orders/order-access.js';
import { findOrder, findPaymentInFlight } from '../orders/order-service.js';
import { changeRollFilm, type RollFilm } from '../rolls/roll-service.js';
import { lastRollKey, removeUnreceivedRoll } from './adjustment-store.js';
import { applyRollsEvent } from './add-rolls-event.js';
import { repriceAdjustedOrder } from './reprice-adjusted-order.js';
import { insertRolls, selectRollChoices } from './store.js';

export type RollAdjustment =
  | {
      kind: 'add';
      rolls: DevelopmentRollInput[];
      /** The rolls arrived with this pick-up of the order's: they are received into it. */
      receivedWith?: { pickUpId: number; actorId: number };
    }
  | { kind: 'change'; rollId: number; film: RollFilm }
  | { kind: 'remove'; rollId: number };

const conflict = (field: string, message: string) => new AppError('CONFLICT', message, [`${field}: ${message}`]);
const PAYING = 'A payment for this order is in progress; adjust it once that payment is settled';

const NOT_FILM = 'only an order of film takes rolls';

export type AdjustmentResult = OrderAdjustmentResponse['adjustment'] & { customerId: number; addedRollIds: number[] };

/**
 * Adds rolls to a development order, with the choices its first roll was ordered with (negatives,
 * queue); inside the caller's transaction, which holds the order's lock. Returns the new rolls' ids.
 */
export async function addOrderRolls(
  tx: Tx,
  order: { id: number; customerId: number },
  rolls: DevelopmentRollInput[],
): Promise<number[]> {
  const [first] = await selectRollChoices(tx, [order.id]);
  if (!first) throw new AppError('BAD_REQUEST', NOT_FILM, [`newRolls: ${NOT_FILM}`]);
  const made = await insertRolls(tx, {
    orderId: order.id,
    customerId: order.customerId,
    rolls,
    negativesAction: first.negativesAction,
    priorityTier: first.priorityTier,
    keyOffset: await lastRollKey(tx, order.id),
  });
  return made.map((roll) => roll.filmRollId);
}

export async function adjustOrder(options: {
  deps: Pick<Deps, 'db'>;
  orderId: number;
  adjustment: RollAdjustment;
  /** The move it takes: staff adjust (open, invoiced or paid orders); a customer updates an open one. */
  action?: 'adjust' | 'update';
  now?: Date;
}): Promise<AdjustmentResult> {
  const { deps, orderId, adjustment } = options;
  const now = options.now ?? new Date();
  return deps.db.transaction(async (tx: Tx) => {
    // Step: the move is allowed (never a canceled or completed order, never while a payment runs).
    const order = await findOrder(tx, orderId, true);
    if (!order || order.customerId === null) throw notFound('Order');
    const rolls = await selectRollChoices(tx, [orderId]);
    if (rolls.length === 0) throw notFound('Order');
    moveOrThrow(order.status, options.action ?? 'adjust');
    if (await findPaymentInFlight(tx, orderId)) throw conflict('status', PAYING);
    const buyer = await loadBuyer(tx, order.customerId);
    const customerId = order.customerId;
    let addedRollIds: number[] = [];

    const repriced = await repriceAdjustedOrder({
      tx,
      order,
      buyer,
      now,
      change: async () => {
        if (adjustment.kind === 'add') {
          addedRollIds = await addOrderRolls(tx, { id: orderId, customerId }, adjustment.rolls);
          if (adjustment.receivedWith) {
            await applyRollsEvent(tx, {
              orderId,
              event: 'RECEIVED',
              rollIds: addedRollIds,
              actorId: adjustment.receivedWith.actorId,
              pickUpId: adjustment.receivedWith.pickUpId,
              now,
            });
          }
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
      addedRollIds,
      paidCents: repriced.paidCents,
      differenceCents: repriced.differenceCents,
      balance: repriced.balance,
      balanceCents: repriced.balanceCents,
    };
  });
}
