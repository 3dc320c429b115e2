// Route rows (see route-rows.ts) of zip downloads: the member starts, lists and reads their zips.
import { zipDownloads } from '../db/schema/downloads.js';
import type { Fixture } from './fixture.js';
import type { Rows } from './row-types.js';

const ownerOf = (fx: Fixture) => ({ id: fx.callers.owner.id!, token: fx.callers.owner.token! });

/** A finished zip of the owner's, written straight to its table: the calls here read it, and zips are few at once. */
async function zipOf(fx: Fixture): Promise<number> {
  const [row] = await fx.t.database.db
    .insert(zipDownloads)
    .values({ userId: ownerOf(fx).id, kind: 'SCANS', scanIds: [fx.scanId], fileName: 'frames-1.zip', status: 'DONE' })
    .returning({ id: zipDownloads.id });
  return row!.id;
}

export const zipDownloadRows: Rows = {
  // A frame of its own for each call; the two allowed calls (owner, admin) stay under the five at once.
  'zipDownloads.start': {
    call: async (fx) => ({ params: { id: ownerOf(fx).id }, body: { scanIds: [await fx.fresh.scan()] } }),
  },
  'zipDownloads.list': { call: (fx) => ({ params: { id: ownerOf(fx).id } }) },
  'zipDownloads.get': { call: async (fx) => ({ params: { id: ownerOf(fx).id, zipId: await zipOf(fx) } }) },
  // The live feed's ticket: the zips' progress arrives on that socket.
  'liveFeed.ticket': { call: (fx) => ({ params: { id: ownerOf(fx).id } }) },
};
