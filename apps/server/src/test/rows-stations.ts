// Route rows (see route-rows.ts) of scanning stations: the admin's token routes and roll label, and
// the station routes, each on a roll of the owner's that the lab has just received.
import { createHash } from 'node:crypto';
import { rollCodeOf } from '@filmlab/domain';
import { createStationToken } from '../modules/stations/station-tokens.js';
import type { Fixture } from './fixture.js';
import type { Rows } from './row-types.js';
import { ownersOrder } from './rows-development-orders.js';

/** A roll of a new order of the owner's, received by the lab: it has its code. */
async function receivedRoll(fx: Fixture): Promise<{ rollId: number; code: string }> {
  const orderId = await ownersOrder(fx);
  const summary = await fx.ask('PUT', `/orders/${orderId}/receive`, fx.callers.admin.token);
  const rollId = summary.rolls[0].id as number;
  return { rollId, code: rollCodeOf(rollId) };
}

/** A frame of a received roll, sent to its write link by the station and waiting to be finished. */
async function sentFrame(fx: Fixture): Promise<{ code: string; scanId: number }> {
  const { code } = await receivedRoll(fx);
  const png = await fx.fresh.png();
  const sha256 = createHash('sha256').update(png).digest('hex');
  const started = await fx.ask('POST', `/station/rolls/${code}/scans?fileType=image/png`, fx.callers.station.token, {
    sha256,
  });
  const put = await fx.t.app.inject({
    method: 'PUT',
    url: String(started.upload.url).replace(/^https?:\/\/[^/]+/, ''),
    headers: { 'content-type': 'image/png' },
    payload: png,
  });
  if (put.statusCode >= 300) throw new Error(`fixture: PUT answered ${put.statusCode}: ${put.body}`);
  return { code, scanId: started.frame.scanId as number };
}

export const stationRows: Rows = {
  'stationTokens.list': { call: () => ({}) },
  'stationTokens.create': { call: () => ({ body: { name: 'Frontier SP-3000' } }) },
  'stationTokens.revoke': {
    call: async (fx) => {
      const made = await createStationToken({
        db: fx.t.database.db,
        name: 'Old PC',
        createdById: fx.callers.admin.id!,
      });
      return { params: { stationId: made.station.id } };
    },
  },
  'stationTokens.rollLabel': { call: async (fx) => ({ params: { rollId: (await receivedRoll(fx)).rollId } }) },
  'station.roll': { call: async (fx) => ({ params: { code: (await receivedRoll(fx)).code } }) },
  'station.startUpload': {
    call: async (fx) => ({
      params: { code: (await receivedRoll(fx)).code },
      query: { fileType: 'image/jpeg' },
      body: { sha256: createHash('sha256').update(String(Math.random())).digest('hex') },
    }),
  },
  'station.finishUpload': { call: async (fx) => ({ params: await sentFrame(fx) }) },
  'station.addEvent': {
    call: async (fx) => ({ params: { code: (await receivedRoll(fx)).code }, body: { event: 'SCANNED' } }),
  },
};
