// The queries of staff adjustments: a roll that never arrived taken off, and the highest roll key of
// an order (a roll added later takes the next one). A roll's film changes through the rolls face.
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rollOrderDefaults } from '../../db/schema/development.js';
import { deleteUnreceivedRoll } from '../rolls/roll-service.js';

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

/** Takes a roll that never reached the lab off the order; false when it arrived meanwhile. */
export async function removeUnreceivedRoll(tx: Tx, orderId: number, rollId: number): Promise<boolean> {
  if (!(await deleteUnreceivedRoll(tx, orderId, rollId))) return false;
  await tx
    .delete(rollOrderDefaults)
    .where(and(eq(rollOrderDefaults.orderId, orderId), eq(rollOrderDefaults.filmRollId, rollId)));
  return true;
}
