// Route rows (see route-rows.ts) of prints: papers, drafts, a member's print order, the lab's queue.
import { seedPrintOffers } from '../db/seed/catalogue.js';
import { asker } from './fixture.js';
import type { Fixture } from './fixture.js';
import type { Rows } from './row-types.js';

const seeded = new WeakMap<object, Promise<void>>();
const offers = (fx: Fixture) => {
  const db = fx.t.database.db;
  if (!seeded.has(db)) seeded.set(db, seedPrintOffers(db));
  return seeded.get(db)!;
};
const ownerOf = (fx: Fixture) => ({ id: fx.callers.owner.id!, token: fx.callers.owner.token! });

/** A draft of the owner's with a PNG uploaded; converted when asked. */
async function ownerDraft(fx: Fixture, converted: boolean): Promise<string> {
  const ask = asker(fx.t);
  const owner = ownerOf(fx);
  const { draft, upload } = await ask('GET', '/prints/drafts/link?name=frame.png', owner.token);
  await fx.t.app.inject({
    method: 'PUT',
    url: (upload.url as string).replace(fx.t.config.publicUrl, ''),
    headers: upload.headers,
    payload: await fx.fresh.png(),
  });
  if (converted) await ask('PUT', `/prints/drafts/${draft.draftId}/convert-draft`, owner.token);
  return draft.draftId as string;
}

/** An order of the owner's with one 8x10 print of a converted draft: the order and the print. */
async function printOrder(fx: Fixture): Promise<{ orderId: number; printId: number }> {
  await offers(fx);
  const ask = asker(fx.t);
  const owner = ownerOf(fx);
  const { sizes, papers } = await ask('GET', '/prints/papers', null);
  const size = sizes[0];
  const { order } = await ask('POST', '/orders', owner.token, {
    lines: [
      {
        productId: size.productId,
        variantId: size.variantId,
        quantity: 1,
        print: { size: size.name, draftId: await ownerDraft(fx, true), paperId: papers[0].id },
      },
    ],
  });
  const { prints } = await ask('GET', `/users/${owner.id}/print-orders/${order.id}`, owner.token);
  return { orderId: order.id as number, printId: prints[0].id as number };
}

const strangers = { status: [404], why: 'a draft is its owner’s: to anyone else it does not exist' };

export const printRows: Rows = {
  'prints.papers': { call: async (fx) => (await offers(fx), {}) },
  'prints.draftLink': { call: () => ({ query: { name: 'frame.png' } }) },
  'prints.convert': {
    call: async (fx) => ({ params: { id: await ownerDraft(fx, false) } }),
    owned: true,
    exceptions: { vendor: strangers, messenger: strangers },
  },
  'prints.draft': {
    call: async (fx) => ({ params: { id: await ownerDraft(fx, false) } }),
    owned: true,
    exceptions: { vendor: strangers, messenger: strangers },
  },
  'prints.printOrder': {
    call: async (fx) => ({ params: { id: ownerOf(fx).id, printId: (await printOrder(fx)).orderId } }),
  },
  'prints.queue': { call: () => ({ query: { printer: 'large-format' } }) },
  'prints.printFile': { call: async (fx) => ({ params: { printId: (await printOrder(fx)).printId } }) },
  'prints.markReady': { call: async (fx) => ({ params: { id: (await printOrder(fx)).orderId } }) },
};
