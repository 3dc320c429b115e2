import { priceListRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { activatePriceList } from './activate-price-list.js';
import { createDraft } from './create-draft.js';
import { listPriceLists } from './list-price-lists.js';
import { activePriceList } from './price-list-service.js';
import { updateDraft } from './update-draft.js';

/** The lab's price lists: the active one for everyone, drafts and activation for staff. */
export function registerPriceListRoutes(api: FastifyInstance, deps: Deps) {
  registerRoute(api, priceListRoutes.active, async ({ reply }) => {
    // Short, so a browser or shared cache never shows a replaced list for long.
    reply.header('cache-control', 'public, max-age=5');
    const active = await activePriceList(deps);
    return { id: active.id, startsAt: active.startsAt?.toISOString() ?? null, entries: active.list };
  });
  registerRoute(api, priceListRoutes.list, async () => listPriceLists({ db: deps.db }));
  registerRoute(api, priceListRoutes.createDraft, async ({ user }) =>
    createDraft({ db: deps.db, events: deps.events, userId: user.id }),
  );
  registerRoute(api, priceListRoutes.update, async ({ params, body, user }) =>
    updateDraft({ db: deps.db, id: params.id, userId: user.id, body }),
  );
  registerRoute(api, priceListRoutes.activate, async ({ params, body, user }) =>
    activatePriceList({ db: deps.db, events: deps.events, id: params.id, userId: user.id, startsAt: body?.startsAt }),
  );
}
