// A staff adjustment (or a customer's rolls added to an open order) and what follows it once saved:
// the lab's queue is told, a paid order's new difference is invoiced by e-mail, and rolls received
// into a pick-up show in the member's library with the usual e-mail.
import type { DevelopmentRollInput } from '@filmlab/api';
import type { Deps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { rollsEventDone } from './add-rolls-event.js';
import { mailAdjustmentInvoice } from './adjustment-emails.js';
import { adjustOrder, type AdjustmentResult, type RollAdjustment } from './adjust-order.js';
import { labQueueChanged } from './lab-queue.js';
import { selectPickUp } from './store.js';

export async function adjustAndTell(options: {
  deps: Deps;
  orderId: number;
  adjustment: RollAdjustment;
  action?: 'adjust' | 'update';
}): Promise<AdjustmentResult> {
  const { deps, orderId, adjustment } = options;
  const result = await adjustOrder({ deps, orderId, adjustment, action: options.action });
  await labQueueChanged(deps.events);
  if (result.balance === 'due') {
    await mailAdjustmentInvoice(deps, {
      id: orderId,
      customerId: result.customerId,
      paidCents: result.paidCents,
      dueCents: result.balanceCents,
    });
  }
  if (adjustment.kind === 'add' && adjustment.receivedWith) {
    const { customerId, addedRollIds: moved } = result;
    await rollsEventDone(deps, { orderId, customerId, event: 'RECEIVED', moved });
  }
  return result;
}

/**
 * A roll that arrived with a pick-up, added to the pick-up's order and received into it. A pick-up of
 * another customer's, or one that belongs to no order, reads as missing.
 */
export async function addPickUpRoll(options: {
  deps: Deps;
  customerId: number;
  pickUpId: number;
  roll: DevelopmentRollInput;
  actorId: number;
}): Promise<AdjustmentResult & { orderId: number }> {
  const { deps } = options;
  const pickUp = await selectPickUp(deps.db, options.pickUpId);
  if (!pickUp || pickUp.customerId !== options.customerId || pickUp.orderId === null) throw notFound('Pick-up');
  const adjustment: RollAdjustment = {
    kind: 'add',
    rolls: [options.roll],
    receivedWith: { pickUpId: pickUp.id, actorId: options.actorId },
  };
  return { ...(await adjustAndTell({ deps, orderId: pickUp.orderId, adjustment })), orderId: pickUp.orderId };
}
