// A route's stops as the courier and staff see them: who and where (the messengers' store), and what
// is collected: the order's rolls, counted by the rolls module for all the stops at once.
import type { Db, Tx } from '../../db/client.js';
import { selectRollCountsOfOrders } from '../rolls/roll-service.js';
import { selectStopRows } from './store.js';

export type StopRow = Awaited<ReturnType<typeof selectStopRows>>[number] & {
  /** The order's rolls; null when the stop has no order or the order no rolls yet. */
  rolls: number | null;
};

/** The stops of some routes in the order the courier drives them, with who, where and what. */
export async function selectStops(db: Db | Tx, routeIds: readonly number[]): Promise<StopRow[]> {
  const rows = await selectStopRows(db, routeIds);
  const orderIds = [...new Set(rows.flatMap((row) => (row.stop.orderId === null ? [] : [row.stop.orderId])))];
  const counts = await selectRollCountsOfOrders(db, orderIds);
  return rows.map((row) => ({
    ...row,
    rolls: row.stop.orderId === null ? null : (counts.get(row.stop.orderId) ?? null),
  }));
}
