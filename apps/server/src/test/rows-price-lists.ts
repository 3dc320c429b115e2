// Route rows (see route-rows.ts) of the lab's price lists. Each edit or activation gets a draft of
// its own (a copy of the active list, so activating it changes no price the other rows read).
import type { Fixture } from './fixture.js';
import type { Rows } from './row-types.js';

async function freshDraft(fx: Fixture): Promise<number> {
  const made = await fx.ask('POST', '/price-lists', fx.callers.admin.token);
  return made.id as number;
}

export const priceListRows: Rows = {
  'priceLists.active': { call: () => ({}) },
  'priceLists.list': { call: () => ({}) },
  'priceLists.createDraft': { call: () => ({}) },
  'priceLists.update': {
    call: async (fx) => ({
      params: { id: await freshDraft(fx) },
      body: { prices: [{ service: 'devScan', tier: 'NON_MEMBER', cents: 1799 }] },
    }),
  },
  'priceLists.activate': {
    call: async (fx) => ({ params: { id: await freshDraft(fx) }, body: {} }),
  },
};
