// Route rows (see route-rows.ts) of share links: the member's links, and what a visitor opens.
import type { Fixture } from './fixture.js';
import type { Rows } from './row-types.js';

const ownerOf = (fx: Fixture) => ({ id: fx.callers.owner.id!, token: fx.callers.owner.token! });

/** A fresh link of the owner's to the fixture's scan, made through the API; its id and code. */
async function shareOf(fx: Fixture, allowDownload = false): Promise<{ id: number; code: string }> {
  const owner = ownerOf(fx);
  const { share } = await fx.ask(
    'GET',
    `/users/${owner.id}/scans/share?scanIds=${fx.scanId}&allowDownload=${allowDownload}`,
    owner.token,
  );
  return { id: share.id as number, code: String(share.url).split('/shared-scans/')[1]! };
}

export const shareRows: Rows = {
  'shares.create': {
    call: (fx) => ({ params: { id: ownerOf(fx).id }, query: { scanIds: String(fx.scanId), expiresInDays: '7' } }),
  },
  'shares.list': { call: (fx) => ({ params: { id: ownerOf(fx).id } }) },
  'shares.revoke': {
    call: async (fx) => ({ params: { id: ownerOf(fx).id, shareId: (await shareOf(fx)).id } }),
  },
  'sharedScans.get': { call: async (fx) => ({ params: { code: (await shareOf(fx)).code } }) },
  'sharedScans.download': {
    call: async (fx) => ({ params: { code: (await shareOf(fx, true)).code, scanId: fx.scanId } }),
  },
};
