// Route rows (see route-rows.ts) of the members' library: rolls, scans, their tags and locations,
// the user's labels, and the staff's job routes. Rolls are made as an order makes them (no route
// creates them yet); everything else goes through the API as the owner would.
import { jobs } from '../db/schema/jobs.js';
import { buildRoll, photo, type TestRoll } from '../modules/scans/test-library.js';
import type { Fixture } from './fixture.js';
import type { Rows } from './row-types.js';

let unique = 0;
const label = (prefix: string) => `${prefix} ${++unique}`;

const ownerOf = (fx: Fixture) => ({ id: fx.callers.owner.id!, token: fx.callers.owner.token! });
const roll = (fx: Fixture): Promise<TestRoll> => buildRoll(fx.t.database.db, ownerOf(fx).id);
const rollParams = async (fx: Fixture) => ({ id: ownerOf(fx).id, rollId: (await roll(fx)).id });

/** The browser's PUT of a JPEG to an upload link. */
async function putFile(fx: Fixture, url: string): Promise<void> {
  const res = await fx.t.app.inject({
    method: 'PUT',
    url: url.replace(/^https?:\/\/[^/]+/, ''),
    headers: { 'content-type': 'image/jpeg' },
    payload: await photo(++unique),
  });
  if (res.statusCode >= 300) throw new Error(`fixture: PUT ${url} answered ${res.statusCode}: ${res.body}`);
}

/** A frame of a fresh roll, uploaded through the real flow: start, PUT to the write link, finish. */
async function uploadedScan(fx: Fixture): Promise<{ roll: TestRoll; scanId: number }> {
  const owner = ownerOf(fx);
  const made = await roll(fx);
  const base = `/users/${owner.id}/pick-ups/${made.pickUpId}/film-rolls/${made.id}/scans?fileType=image/jpeg`;
  const { scan, upload } = await fx.ask('POST', base, owner.token, { name: label('frame') });
  await putFile(fx, upload.url);
  await fx.ask('POST', `/users/${owner.id}/scans/${scan.id}/finish-upload`, owner.token);
  return { roll: made, scanId: scan.id as number };
}

async function rollLabel(fx: Fixture, kind: 'tags' | 'locations') {
  const { id, rollId } = await rollParams(fx);
  const made = await fx.ask('POST', `/users/${id}/film-rolls/${rollId}/${kind}`, ownerOf(fx).token, {
    name: label(kind),
  });
  return { id, rollId, labelId: (kind === 'tags' ? made.tag.id : made.location.id) as number };
}

async function scanLabel(fx: Fixture, kind: 'tags' | 'locations') {
  const owner = ownerOf(fx);
  const made = await fx.ask('POST', `/users/${owner.id}/scans/${fx.scanId}/${kind}`, owner.token, {
    name: label(kind),
  });
  return { id: owner.id, scanId: fx.scanId, labelId: (kind === 'tags' ? made.tag.id : made.location.id) as number };
}

export const libraryRows: Rows = {
  'rolls.list': { call: (fx) => ({ params: { id: ownerOf(fx).id }, query: { limit: 5 } }) },
  'rolls.filters': { call: (fx) => ({ params: { id: ownerOf(fx).id } }) },
  'rolls.get': { call: async (fx) => ({ params: await rollParams(fx) }) },
  'rolls.update': { call: async (fx) => ({ params: await rollParams(fx), body: { name: 'Summer' } }) },
  'rolls.updateFilm': {
    call: async (fx) => ({ params: await rollParams(fx), body: { value: { brand: 'Ilford', model: 'HP5 Plus' } } }),
  },
  'rolls.reverseScans': { call: async (fx) => ({ params: await rollParams(fx) }) },
  'rolls.clearScans': { call: async (fx) => ({ params: await rollParams(fx) }) },
  // A roll of the owner's first order: non-members get contact sheets for that one (spec section 9).
  'rolls.contactSheet': {
    call: async (fx) => {
      const made = await buildRoll(fx.t.database.db, ownerOf(fx).id, { orderId: fx.orderId });
      return { params: { id: ownerOf(fx).id, rollId: made.id } };
    },
  },
  'rolls.addTag': { call: async (fx) => ({ params: await rollParams(fx), body: { name: label('tag') } }) },
  'rolls.renameTag': {
    call: async (fx) => {
      const { id, rollId, labelId } = await rollLabel(fx, 'tags');
      return { params: { id, rollId, tagId: labelId }, body: { name: label('renamed') } };
    },
  },
  'rolls.removeTag': {
    call: async (fx) => {
      const { id, rollId, labelId } = await rollLabel(fx, 'tags');
      return { params: { id, rollId, tagId: labelId } };
    },
  },
  'rolls.addLocation': { call: async (fx) => ({ params: await rollParams(fx), body: { name: label('place') } }) },
  'rolls.renameLocation': {
    call: async (fx) => {
      const { id, rollId, labelId } = await rollLabel(fx, 'locations');
      return { params: { id, rollId, locationId: labelId }, body: { name: label('renamed') } };
    },
  },
  'rolls.removeLocation': {
    call: async (fx) => {
      const { id, rollId, labelId } = await rollLabel(fx, 'locations');
      return { params: { id, rollId, locationId: labelId } };
    },
  },
  'scans.startUpload': {
    call: async (fx) => {
      const made = await roll(fx);
      return {
        params: { id: ownerOf(fx).id, pickUpId: made.pickUpId, rollId: made.id },
        query: { fileType: 'image/jpeg' },
        body: { name: label('frame') },
      };
    },
  },
  'scans.finishUpload': {
    call: async (fx) => {
      const owner = ownerOf(fx);
      const made = await roll(fx);
      const base = `/users/${owner.id}/pick-ups/${made.pickUpId}/film-rolls/${made.id}/scans?fileType=image/jpeg`;
      const { scan, upload } = await fx.ask('POST', base, owner.token, { name: label('frame') });
      await putFile(fx, upload.url);
      return { params: { id: owner.id, scanId: scan.id } };
    },
  },
  'scans.delete': {
    call: async (fx) => {
      const { roll: made, scanId } = await uploadedScan(fx);
      return { params: { id: ownerOf(fx).id, pickUpId: made.pickUpId, rollId: made.id, scanId } };
    },
  },
  'scans.list': { call: (fx) => ({ params: { id: ownerOf(fx).id }, query: { limit: 5 } }) },
  'scans.filters': { call: (fx) => ({ params: { id: ownerOf(fx).id } }) },
  'scans.get': { call: (fx) => ({ params: { id: ownerOf(fx).id, scanId: fx.scanId } }) },
  'scans.update': {
    call: (fx) => ({ params: { id: ownerOf(fx).id, scanId: fx.scanId }, body: { description: 'Golden hour' } }),
  },
  'scans.rotate': {
    call: async (fx) => ({ params: { id: ownerOf(fx).id, scanId: (await uploadedScan(fx)).scanId, degrees: '90' } }),
  },
  'scans.addTag': {
    call: (fx) => ({ params: { id: ownerOf(fx).id, scanId: fx.scanId }, body: { name: label('tag') } }),
  },
  'scans.renameTag': {
    call: async (fx) => {
      const { id, scanId, labelId } = await scanLabel(fx, 'tags');
      return { params: { id, scanId, tagId: labelId }, body: { name: label('renamed') } };
    },
  },
  'scans.removeTag': {
    call: async (fx) => {
      const { id, scanId, labelId } = await scanLabel(fx, 'tags');
      return { params: { id, scanId, tagId: labelId } };
    },
  },
  'scans.addLocation': {
    call: (fx) => ({ params: { id: ownerOf(fx).id, scanId: fx.scanId }, body: { name: label('place') } }),
  },
  'scans.renameLocation': {
    call: async (fx) => {
      const { id, scanId, labelId } = await scanLabel(fx, 'locations');
      return { params: { id, scanId, locationId: labelId }, body: { name: label('renamed') } };
    },
  },
  'scans.removeLocation': {
    call: async (fx) => {
      const { id, scanId, labelId } = await scanLabel(fx, 'locations');
      return { params: { id, scanId, locationId: labelId } };
    },
  },
  'tags.list': { call: (fx) => ({ params: { id: ownerOf(fx).id } }) },
  'tags.renameTag': {
    call: async (fx) => {
      const { id, labelId } = await rollLabel(fx, 'tags');
      return { params: { id, tagId: labelId }, body: { name: label('renamed') } };
    },
  },
  'tags.deleteTag': {
    call: async (fx) => {
      const { id, labelId } = await rollLabel(fx, 'tags');
      return { params: { id, tagId: labelId } };
    },
  },
  'tags.renameLocation': {
    call: async (fx) => {
      const { id, labelId } = await rollLabel(fx, 'locations');
      return { params: { id, locationId: labelId }, body: { name: label('renamed') } };
    },
  },
  'tags.deleteLocation': {
    call: async (fx) => {
      const { id, labelId } = await rollLabel(fx, 'locations');
      return { params: { id, locationId: labelId } };
    },
  },
  'jobs.list': { call: () => ({ query: { state: 'failed', limit: 10 } }) },
  'jobs.retry': {
    call: async (fx) => {
      // A job that used up its tries, as the queue leaves one.
      const [job] = await fx.t.database.db
        .insert(jobs)
        .values({ type: 'guard.noop', state: 'failed', attempts: 5, lastError: 'gave up', finishedAt: new Date() })
        .returning({ id: jobs.id });
      return { params: { jobId: job!.id } };
    },
  },
};
