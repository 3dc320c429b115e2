// HTTP for the lab's orders board: the filtered queue, bulk actions and the quick order search.
import { labBoardRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { labTimeZone } from '../lab/lab-service.js';
import { boardCacheFor } from './board-cache.js';
import { readBoard } from './read-board.js';
import { runBulkAction } from './bulk-actions.js';
import { quickSearchOrders } from './quick-search.js';

export function registerLabBoardRoutes(api: FastifyInstance, deps: Deps) {
  registerRoute(api, labBoardRoutes.board, async ({ query }) => {
    // Days on the board are the lab's, in the time zone staff saved.
    const timeZone = await labTimeZone(deps);
    return boardCacheFor(deps).read(JSON.stringify([timeZone, query]), () => readBoard(deps, query, timeZone));
  });

  registerRoute(api, labBoardRoutes.bulk, ({ body, user, request }) =>
    runBulkAction({ deps, log: request.log, body, actorId: user.id }),
  );

  registerRoute(api, labBoardRoutes.quickSearch, ({ query }) => quickSearchOrders(deps.db, query.search));
}
