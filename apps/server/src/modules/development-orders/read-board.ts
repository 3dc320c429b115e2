// One answer of the orders board (GET /orders/board): a page of orders under the filters, and the
// counts by status that the filter tabs show.
import { BOARD_PAGE_SIZE, type BoardQuery, type BoardResponse } from '@filmlab/api';
import type { Deps } from '../../deps.js';
import { countBoardByStatus, hasRollFilters, selectBoardPage, type RollPlan } from './board-store.js';
import { queueCache } from './lab-queue.js';

/** Below this share of the orders, an order's rolls filter finds its orders from the rolls (board-store.ts). */
const ROLLS_PLAN_SHARE = 1 / 20;

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

export async function readBoard(
  deps: Pick<Deps, 'db' | 'events'>,
  query: BoardQuery,
  timeZone: string,
): Promise<BoardResponse> {
  // The counts scan every matching order: a copy of a few seconds, shared by every page of the same
  // filters and dropped on every roll move (lab-queue.ts), serves them.
  const { status: _status, sort: _sort, after: _after, limit: _limit, ...counted } = query;
  const countsOf = (filters: Omit<BoardQuery, 'status' | 'sort' | 'after' | 'limit'>) =>
    queueCache(deps.events).read(`board-counts:${JSON.stringify(filters)}`, () =>
      countBoardByStatus(deps.db, filters, timeZone),
    );
  const byStatus = await countsOf(counted);
  const total = query.status ? (byStatus[query.status] ?? 0) : sum(byStatus);
  // The counts may be a few seconds old: they choose how to find the page, never what it holds.
  let plan: RollPlan = 'walk';
  if (hasRollFilters(query)) {
    // The same filters without the rolls' ones: how many orders a walk would go through.
    const { stage: _stage, process: _process, rush: _rush, tier: _tier, ...orderFilters } = counted;
    const all = await countsOf(orderFilters);
    const among = query.status ? (all[query.status] ?? 0) : sum(all);
    if (total < among * ROLLS_PLAN_SHARE) plan = 'rolls';
  }
  const page = await selectBoardPage(deps.db, query, timeZone, query.limit ?? BOARD_PAGE_SIZE, plan);
  return { orders: page.orders, nextCursor: page.nextCursor, counts: { byStatus, total } };
}
