// A lab step for rolls of an order (PUT /orders/:id/add-rolls-event/:eventId, and receive): each
// roll moves forward with a conditional update, the event is recorded, and the customer is told.
import { rollCodeOf, rollEventProblem, type RollEvent } from '@filmlab/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { pickUps } from '../../db/schema/pick-ups.js';
import { rollEvents } from '../../db/schema/roll-events.js';
import { AppError, notFound } from '../../errors.js';
import { findOrder, setOrderReceived } from '../orders/order-service.js';
import { libraryCacheFor, libraryTag, moveRollToStep, setPickUpOfRolls } from '../rolls/roll-service.js';
import { buyReturnLabel } from '../shipping-labels/buy-shipment-label.js';
import { mailRollEvent } from './order-emails.js';
import { scansReadyLater } from './scans-ready.js';
import { selectRollChoices } from './store.js';

const conflict = (field: string, message: string) => new AppError('CONFLICT', message, [`${field}: ${message}`]);
const sentence = (text: string) => text.replace(/^./, (c) => c.toUpperCase());

/**
 * Negatives go back with a label: it is bought before the rolls move (a refusal leaves them where they
 * are), unless no roll can take the step anyway (the step then answers its 409 without buying).
 */
async function returnLabelFirst(options: Parameters<typeof addRollsEvent>[0]) {
  const order = await findOrder(options.deps.db, options.orderId);
  if (!order || order.status === 'CANCELED') return;
  const rolls = await selectRollChoices(options.deps.db, [options.orderId]);
  const chosen = options.rollIds ? rolls.filter((roll) => options.rollIds!.includes(roll.filmRollId)) : rolls;
  if (chosen.every((roll) => rollEventProblem(roll.status, 'NEGATIVES_RETURNED') !== null)) return;
  await buyReturnLabel({ deps: options.deps, orderId: options.orderId });
}

/**
 * Rolls received together are a pick-up: the batch their frames are uploaded to and zipped by. A
 * courier's pick-up booked for the order and not yet received becomes it; otherwise a new one is made.
 * Staff adding a roll to a pick-up name the batch (`pickUpId`): it joins that one, received now if
 * it was not yet.
 */
async function gatherPickUp(
  tx: Tx,
  batch: { orderId: number; customerId: number; rollIds: number[]; now: Date; pickUpId?: number | undefined },
) {
  const [target] = await tx
    .select({ id: pickUps.id, receivedAt: pickUps.receivedAt })
    .from(pickUps)
    .where(
      batch.pickUpId === undefined
        ? and(eq(pickUps.orderId, batch.orderId), isNull(pickUps.receivedAt))
        : and(eq(pickUps.id, batch.pickUpId), eq(pickUps.orderId, batch.orderId)),
    )
    .limit(1);
  if (batch.pickUpId !== undefined && !target) throw notFound('Pick-up');
  let pickUpId = target?.id;
  if (target && !target.receivedAt) {
    await tx.update(pickUps).set({ receivedAt: batch.now }).where(eq(pickUps.id, target.id));
  } else if (!target) {
    const [made] = await tx
      .insert(pickUps)
      .values({ orderId: batch.orderId, customerId: batch.customerId, receivedAt: batch.now })
      .returning({ id: pickUps.id });
    pickUpId = made!.id;
  }
  await setPickUpOfRolls(tx, batch.rollIds, pickUpId!);
}

export interface RollsEvent {
  orderId: number;
  event: RollEvent;
  rollIds?: number[] | undefined;
  note?: string | null | undefined;
  /** Null for a scanning station whose maker's account is gone. */
  actorId: number | null;
  onlyNew?: boolean;
  /** RECEIVED: the pick-up of the order's the rolls join (else the booked one, or a new one). */
  pickUpId?: number | undefined;
  now: Date;
}

/**
 * The step itself, inside the caller's transaction (which it locks the order in): the rolls move,
 * the events are written. Returns the order's customer and the rolls moved.
 */
export async function applyRollsEvent(tx: Tx, options: RollsEvent): Promise<{ customerId: number; moved: number[] }> {
  const { orderId, event, now } = options;
  const order = await findOrder(tx, orderId, true);
  if (!order || order.customerId === null) throw notFound('Order');
  if (order.status === 'CANCELED') throw conflict('status', 'A canceled order takes no roll events');
  const rolls = await selectRollChoices(tx, [orderId]);
  if (rolls.length === 0) throw conflict('rollIds', 'This order has no rolls');
  let chosen = options.rollIds ? rolls.filter((roll) => options.rollIds!.includes(roll.filmRollId)) : rolls;
  if (options.rollIds && chosen.length !== new Set(options.rollIds).size) {
    const message = 'rollIds: names a roll that is not on this order';
    throw new AppError('BAD_REQUEST', message, [message]);
  }
  if (options.onlyNew) {
    chosen = chosen.filter((roll) => roll.status === 'CREATED');
    if (chosen.length === 0) throw conflict('status', 'Every roll of this order was already received');
  }
  for (const roll of chosen) {
    const problem = rollEventProblem(roll.status, event);
    if (problem) throw conflict(`rollIds.${roll.filmRollId}`, sentence(problem));
  }
  for (const roll of chosen) {
    // Conditional on the stage read: a concurrent step on the same roll makes this one a 409.
    const moved = await moveRollToStep(tx, {
      rollId: roll.filmRollId,
      from: roll.status,
      step: event,
      // The code on the roll's label, for the scanning stations: given at receipt (or at the first
      // step taken, should receipt be skipped); always the same for a roll.
      rollCode: rollCodeOf(roll.filmRollId),
      now,
    });
    if (!moved) throw conflict(`rollIds.${roll.filmRollId}`, 'The roll changed meanwhile; try again');
  }
  await tx.insert(rollEvents).values(
    chosen.map((roll) => ({
      filmRollId: roll.filmRollId,
      orderId,
      event,
      actorId: options.actorId,
      note: options.note ?? null,
    })),
  );
  if (event === 'RECEIVED') {
    await gatherPickUp(tx, {
      orderId,
      customerId: order.customerId,
      rollIds: chosen.map((r) => r.filmRollId),
      now,
      pickUpId: options.pickUpId,
    });
  }
  if (event === 'RECEIVED' && !order.receivedAt) {
    await setOrderReceived(tx, orderId, now);
  }
  if (event === 'SYNCED') {
    // One scans-ready e-mail for the order: at once when this was its last roll to sync.
    const moved = new Set(chosen.map((roll) => roll.filmRollId));
    const everyRollSynced = rolls.every(
      (roll) => moved.has(roll.filmRollId) || rollEventProblem(roll.status, 'SYNCED') !== null,
    );
    await scansReadyLater(tx, { orderId, everyRollSynced, now });
  }
  return { customerId: order.customerId, moved: chosen.map((roll) => roll.filmRollId) };
}

/** Returns the rolls moved. `onlyNew`: receive takes the rolls not yet received, and 409s when none is left. */
export async function addRollsEvent(
  options: Omit<RollsEvent, 'now' | 'pickUpId'> & {
    deps: Pick<Deps, 'db' | 'mailer' | 'config' | 'shipping' | 'events'>;
    now?: Date;
  },
): Promise<number[]> {
  const { deps, orderId, event } = options;
  const now = options.now ?? new Date();
  if (event === 'NEGATIVES_RETURNED') await returnLabelFirst(options);
  const { customerId, moved } = await deps.db.transaction((tx: Tx) => applyRollsEvent(tx, { ...options, now }));
  await rollsEventDone(deps, { orderId, customerId, event, moved });
  return moved;
}

/** After the step's transaction: the member's library and the e-mail. */
export async function rollsEventDone(
  deps: Pick<Deps, 'db' | 'mailer' | 'config' | 'events'>,
  done: { orderId: number; customerId: number; event: RollEvent; moved: number[] },
): Promise<void> {
  // The member's library shows each roll's stage (and, once received, its uploader): their pages go at once.
  await libraryCacheFor(deps).changed([libraryTag(done.customerId)]);
  await mailRollEvent(deps, { id: done.orderId, customerId: done.customerId }, done.event, done.moved);
}
