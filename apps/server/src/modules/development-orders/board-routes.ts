// HTTP for the lab's orders board: the filtered queue, bulk actions and the quick order search.
import { BOARD_PAGE_SIZE, labBoardRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { countBoardByStatus, presentBoardRows, selectBoardPage } from './board-store.js';
import { runBulkAction } from './bulk-actions.js';
import { queueCache } from './lab-queue.js';
import { quickSearchOrders } from './quick-search.js';

export function registerLabBoardRoutes(api: FastifyInstance, deps: Deps) {
  const timeZone = deps.config.labTimeZone;

  registerRoute(api, labBoardRoutes.board, async ({ query }) => {
    // The counts scan every matching order: a copy of a few seconds, shared by every page of the same
    // filters and dropped on every roll move (lab-queue.ts), serves them.
    const { status: _status, sort: _sort, after: _after, limit: _limit, ...counted } = query;
    const [page, byStatus] = await Promise.all([
      selectBoardPage(deps.db, query, timeZone, query.limit ?? BOARD_PAGE_SIZE),
      queueCache(deps.events).read(`board-counts:${JSON.stringify(counted)}`, () =>
        countBoardByStatus(deps.db, counted, timeZone),
      ),
    ]);
    const total = query.status ? (byStatus[query.status] ?? 0) : Object.values(byStatus).reduce((a, b) => a + b, 0);
    return {
      orders: await presentBoardRows(deps.db, page.rows),
      nextCursor: page.nextCursor,
      counts: { byStatus, total },
    };
  });

  registerRoute(api, labBoardRoutes.bulk, ({ body, user, request }) =>
    runBulkAction({ deps, log: request.log, body, actorId: user.id }),
  );

  registerRoute(api, labBoardRoutes.quickSearch, ({ query }) => quickSearchOrders(deps.db, query.search));
}
