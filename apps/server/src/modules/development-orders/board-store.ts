// The orders board's queries (GET /orders/board): filters on the order and on its rolls, keyset paging
// on (created_at, id), and counts by status. The orders come from the orders face, with the rolls'
// filters as SQL from the rolls face: EXISTS probes into film_rolls_board_idx (order_id, status,
// process, rush, priority_tier), so each costs an index-only look-up per order. A page's customers,
// locations and rolls are then read for its rows, one query each.
import type { BoardOrder, BoardQuery } from '@filmlab/api';
import { orderNumber } from '@filmlab/domain';
import type { Db } from '../../db/client.js';
import { findLocationNames } from '../locations/location-service.js';
import { countBoardOrdersByStatus, findBoardOrderPage, type BoardOrderFilter } from '../orders/order-service.js';
import {
  hasMatchingRoll,
  isOrderOfMatchingRolls,
  selectRollSummaries,
  type RollFilter,
} from '../rolls/roll-service.js';
import { findAccountContacts } from '../users/service.js';
import { dayStart } from './lab-queue.js';

const nextDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The filters on an order's rolls (stage, process, rush, tier). */
function rollFilter(query: BoardQuery): RollFilter {
  return {
    stage: query.stage,
    process: query.process,
    rush: query.rush === undefined ? undefined : query.rush === 'true',
    tier: query.tier,
  };
}

export const hasRollFilters = (query: BoardQuery) => Object.values(rollFilter(query)).some((v) => v !== undefined);

/**
 * How a page finds the orders whose rolls match: `walk` goes down the orders newest first and probes
 * each one's rolls (quick when matches are common: 51 matches come within a few hundred orders);
 * `rolls` collects the matching rolls' orders first (quick when they are few, e.g. the rolls still
 * waiting to be developed among years of finished ones, where a walk would probe every order).
 */
export type RollPlan = 'walk' | 'rolls';

/** Every filter but status (the counts group by it). */
function filterBesidesStatus(query: BoardQuery, timeZone: string, plan: RollPlan = 'walk'): BoardOrderFilter {
  const rolls = rollFilter(query);
  return {
    matching: (orderId) =>
      plan === 'rolls' ? isOrderOfMatchingRolls(orderId, rolls) : hasMatchingRoll(orderId, rolls),
    locationId: query.locationId,
    placedFrom: query.from ? dayStart(query.from, timeZone) : undefined,
    placedBefore: query.to ? dayStart(nextDay(query.to), timeZone) : undefined,
  };
}

/** A page of the board, its orders as the board shows them, and the cursor of the next page. */
export async function selectBoardPage(db: Db, query: BoardQuery, timeZone: string, limit: number, plan: RollPlan) {
  const filter = { ...filterBesidesStatus(query, timeZone, plan), status: query.status };
  const page = await findBoardOrderPage(db, filter, { oldest: query.sort === 'oldest', after: query.after, limit });
  const ids = (pick: (row: (typeof page.rows)[number]) => number | null) =>
    page.rows.map(pick).filter((id): id is number => id !== null);
  const [customers, locations, rolls] = await Promise.all([
    findAccountContacts(
      db,
      ids((row) => row.customerId),
    ),
    findLocationNames(
      db,
      ids((row) => row.locationId),
    ),
    selectRollSummaries(
      db,
      ids((row) => row.id),
    ),
  ]);
  const orders = page.rows.map((row): BoardOrder => {
    const customer = row.customerId === null ? undefined : customers.get(row.customerId);
    const summary = rolls.get(row.id);
    const guestName = row.guestName?.trim() || row.guestEmail || '';
    return {
      id: row.id,
      orderNumber: orderNumber(row.id),
      customerId: row.customerId,
      customerName:
        row.customerId === null ? guestName : `${customer?.firstName ?? ''} ${customer?.lastName ?? ''}`.trim(),
      customerEmail: customer?.email ?? row.guestEmail ?? '',
      guest: row.customerId === null,
      status: row.status,
      total: row.total,
      createdAt: row.createdAt.toISOString(),
      receivedAt: row.receivedAt?.toISOString() ?? null,
      location: row.locationId === null ? null : (locations.get(row.locationId) ?? null),
      rolls: summary?.rolls ?? 0,
      stage: summary?.stage ?? null,
      processes: summary?.processes ?? [],
      rush: summary?.rush ?? false,
      tier: summary?.tier ?? null,
    };
  });
  return { orders, nextCursor: page.nextCursor };
}

export function countBoardByStatus(db: Db, query: BoardQuery, timeZone: string) {
  return countBoardOrdersByStatus(db, filterBesidesStatus(query, timeZone));
}
