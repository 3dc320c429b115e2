// The queries of staff adjustments: a roll's film changed, a roll that never arrived taken off, and
// the highest roll key of an order (a roll added later takes the next one).
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rollOrderDefaults } from '../../db/schema/development.js';
import { filmRolls } from '../../db/schema/rolls.js';

export interface RollFilm {
  brand?: string | null;
  model?: string;
  format?: string;
  process?: string;
}

/** The largest n of the order's `roll-n` keys (0 when none). */
export async function lastRollKey(tx: Tx, orderId: number): Promise<number> {
  const [row] = await tx
    .select({
      n: sql<number>`coalesce(max(substring(${rollOrderDefaults.tempKey} from '^roll-([0-9]+)$')::int), 0)`,
    })
    .from(rollOrderDefaults)
    .where(eq(rollOrderDefaults.orderId, orderId));
  return Number(row?.n ?? 0);
}

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

/** Takes a roll that never reached the lab off the order; false when it arrived meanwhile. */
export async function removeUnreceivedRoll(tx: Tx, orderId: number, rollId: number): Promise<boolean> {
  const removed = await tx
    .delete(filmRolls)
    .where(and(eq(filmRolls.id, rollId), eq(filmRolls.orderId, orderId), eq(filmRolls.status, 'CREATED')))
    .returning({ id: filmRolls.id });
  if (removed.length === 0) return false;
  await tx
    .delete(rollOrderDefaults)
    .where(and(eq(rollOrderDefaults.orderId, orderId), eq(rollOrderDefaults.filmRollId, rollId)));
  return true;
}
