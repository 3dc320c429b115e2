import { printRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { convertDraft, getDraft, startDraft } from './drafts.js';
import { markPrintsReady } from './mark-ready.js';
import { listPapers } from './papers.js';
import { makePrintFile, printOrder, printQueue } from './print-jobs.js';

export function registerPrintRoutes(api: FastifyInstance, deps: Deps) {
  registerRoute(api, printRoutes.papers, async () => listPapers(deps));
  registerRoute(api, printRoutes.draftLink, async ({ query, user }) =>
    startDraft({ deps, user, name: query.name, scanId: query.scanId }),
  );
  registerRoute(api, printRoutes.convert, async ({ params, user }) => ({
    draft: await convertDraft({ deps, user, draftId: params.id }),
  }));
  registerRoute(api, printRoutes.draft, async ({ params, user }) => ({
    draft: await getDraft({ deps, user, draftId: params.id }),
  }));
  registerRoute(api, printRoutes.printOrder, async ({ params }) =>
    printOrder({ deps, userId: params.id, orderId: params.printId }),
  );
  registerRoute(api, printRoutes.queue, async ({ query }) => printQueue({ deps, printer: query.printer }));
  registerRoute(api, printRoutes.printFile, async ({ params }) => makePrintFile({ deps, printId: params.printId }));
  registerRoute(api, printRoutes.markReady, async ({ params }) => markPrintsReady({ deps, orderId: params.id }));
}
