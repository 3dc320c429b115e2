// The writes development orders make on their rolls (modules/development-orders asks through
// roll-service.ts): new rolls of an order, a lab step, the pick-up the rolls came in, rush, the film
// staff corrected, and a roll that never arrived taken off. Each runs in the caller's transaction.
import { RUSHABLE_STAGES, type RollEvent } from '@filmlab/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { insertRows } from '../../db/insert-rows.js';
import { filmRolls } from '../../db/schema/rolls.js';

/** A roll of an order as it is first stored (stage CREATED), in the customer's library. */
export type NewOrderRoll = Pick<
  typeof filmRolls.$inferInsert,
  | 'customerId'
  | 'orderId'
  | 'brand'
  | 'model'
  | 'format'
  | 'process'
  | 'notes'
  | 'scanQuality'
  | 'rush'
  | 'sleeving'
  | 'priorityTier'
>;

/**
 * Stores the rolls in one statement; their ids and stages in the order given (a serial is drawn row
 * by row in the order of the values, so the ids sorted are the rolls in order).
 */
export async function insertOrderRolls(tx: Tx, rolls: NewOrderRoll[]): Promise<Array<{ id: number; status: string }>> {
  const made = await insertRows(tx, filmRolls, rolls, { id: filmRolls.id, status: filmRolls.status });
  return made.sort((a, b) => a.id - b.id);
}

/** The time each lab step is stamped in (the negatives going back have none). */
const STEP_TIME = {
  RECEIVED: 'receivedAt',
  DEVELOPED: 'developedAt',
  SCANNED: 'scannedAt',
  SYNCED: 'syncedAt',
  NEGATIVES_RETURNED: null,
} as const satisfies Record<RollEvent, keyof typeof filmRolls.$inferSelect | null>;

/**
 * Moves the roll to the step's stage, stamped now, and gives it its label's code; conditional on the
 * stage read (`from`), so false when a concurrent step moved it meanwhile.
 */
export async function moveRollToStep(
  tx: Tx,
  move: { rollId: number; from: string; step: RollEvent; rollCode: string; now: Date },
): Promise<boolean> {
  const column = STEP_TIME[move.step];
  const updated = await tx
    .update(filmRolls)
    .set({
      status: move.step,
      updatedAt: move.now,
      ...(column ? { [column]: move.now } : {}),
      rollCode: move.rollCode,
    })
    .where(and(eq(filmRolls.id, move.rollId), eq(filmRolls.status, move.from)))
    .returning({ id: filmRolls.id });
  return updated.length > 0;
}

/** The rolls not yet in a pick-up join this one (the batch their frames are uploaded to). */
export async function setPickUpOfRolls(tx: Tx, rollIds: readonly number[], pickUpId: number): Promise<void> {
  await tx
    .update(filmRolls)
    .set({ pickUpId })
    .where(and(inArray(filmRolls.id, [...rollIds]), isNull(filmRolls.pickUpId)));
}

/** Rushes those of the rolls not rushed yet and still at a rushable stage; the ids rushed. */
export async function markRollsRushed(tx: Tx, rollIds: readonly number[], now: Date): Promise<number[]> {
  const moved = await tx
    .update(filmRolls)
    .set({ rush: true, updatedAt: now })
    .where(
      and(
        inArray(filmRolls.id, [...rollIds]),
        eq(filmRolls.rush, false),
        inArray(filmRolls.status, [...RUSHABLE_STAGES]),
      ),
    )
    .returning({ id: filmRolls.id });
  return moved.map((row) => row.id);
}

export interface RollFilm {
  brand?: string | null;
  model?: string;
  format?: string;
  process?: string;
}

/** The film staff found the roll to be (only what is given changes). */
export async function changeRollFilm(tx: Tx, rollId: number, film: RollFilm, now: Date): Promise<void> {
  await tx
    .update(filmRolls)
    .set({
      ...(film.brand !== undefined ? { brand: film.brand ?? '' } : {}),
      ...(film.model !== undefined ? { model: film.model } : {}),
      ...(film.format !== undefined ? { format: film.format } : {}),
      ...(film.process !== undefined ? { process: film.process } : {}),
      updatedAt: now,
    })
    .where(eq(filmRolls.id, rollId));
}

/** Deletes the order's roll if it never reached the lab (still CREATED); false when it arrived meanwhile. */
export async function deleteUnreceivedRoll(tx: Tx, orderId: number, rollId: number): Promise<boolean> {
  const removed = await tx
    .delete(filmRolls)
    .where(and(eq(filmRolls.id, rollId), eq(filmRolls.orderId, orderId), eq(filmRolls.status, 'CREATED')))
    .returning({ id: filmRolls.id });
  return removed.length > 0;
}
