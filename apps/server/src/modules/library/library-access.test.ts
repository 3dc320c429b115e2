import { routes, type RouteContract } from '@filmlab/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filmRolls } from '../../db/schema/rolls.js';
import { scans } from '../../db/schema/scans.js';
import { tags } from '../../db/schema/tags.js';
import { bearer, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { buildRoll, insertFrames, type TestRoll } from '../scans/test-library.js';

/** Every route of the hosted-scans work: rolls, scans, tags and the job queue. */
const library: Array<[string, RouteContract]> = Object.entries({
  ...routes.rolls,
  ...prefix('scans', routes.scans),
  ...prefix('tags', routes.tags),
});
const staffOnly: Array<[string, RouteContract]> = Object.entries(prefix('jobs', routes.jobs));

function prefix(name: string, table: Record<string, RouteContract>): Record<string, RouteContract> {
  return Object.fromEntries(Object.entries(table).map(([key, contract]) => [`${name}.${key}`, contract]));
}

/** A body each route accepts, so a refusal is about who asks, not what they sent. */
const bodies: Record<string, (rollId: number) => object> = {
  update: () => ({ name: 'Mine now' }),
  updateFilm: () => ({ value: { brand: 'Stolen' } }),
  addTag: () => ({ name: 'stolen' }),
  renameTag: () => ({ name: 'stolen' }),
  addLocation: () => ({ name: 'stolen' }),
  renameLocation: () => ({ name: 'stolen' }),
  'scans.startUpload': (rollId) => ({ filmRollId: rollId, name: 'x.jpg' }),
  'scans.update': () => ({ name: 'stolen.jpg' }),
  'scans.addTag': () => ({ name: 'stolen' }),
  'scans.renameTag': () => ({ name: 'stolen' }),
  'scans.addLocation': () => ({ name: 'stolen' }),
  'scans.renameLocation': () => ({ name: 'stolen' }),
  'tags.renameTag': () => ({ name: 'stolen' }),
  'tags.renameLocation': () => ({ name: 'stolen' }),
};

describe('who may use the library routes', () => {
  let t: TestApp;
  let victim: { id: number; token: string; roll: TestRoll; scanId: number; tagId: number; locationId: number };
  let stranger: { id: number; token: string };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const owner = await buildUser(db, { config: t.config });
    const roll = await buildRoll(db, owner.user.id, { name: 'Private roll' });
    const [scanId] = await insertFrames(db, { customerId: owner.user.id, rollId: roll.id, names: ['private.jpg'] });
    const call = (url: string, name: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/users/${owner.user.id}${url}`,
        headers: bearer(owner.token),
        payload: { name },
      });
    const tag = (await call(`/film-rolls/${roll.id}/tags`, 'secret-tag')).json().tag;
    await call(`/scans/${scanId}/tags`, 'secret-tag');
    const location = (await call(`/film-rolls/${roll.id}/locations`, 'Secret Place')).json().location;
    victim = { id: owner.user.id, token: owner.token, roll, scanId: scanId!, tagId: tag.id, locationId: location.id };
    const other = await buildUser(db, { config: t.config });
    stranger = { id: other.user.id, token: other.token };
    await buildRoll(db, other.user.id);
  });
  afterAll(() => t.close());

  /** The route's path with `userId` as :id and the victim's roll, scan, tag and location. */
  const urlFor = (name: string, contract: RouteContract, userId: number) => {
    const values: Record<string, number> = {
      id: userId,
      rollId: victim.roll.id,
      pickUpId: victim.roll.pickUpId,
      scanId: victim.scanId,
      tagId: victim.tagId,
      locationId: victim.locationId,
      degrees: 90,
      jobId: 1,
    };
    const path = contract.path.replace(/:(\w+)/g, (_m, key: string) => String(values[key]));
    return `/api${path}${name === 'scans.startUpload' ? '?fileType=image/jpeg' : ''}`;
  };
  const inject = (name: string, contract: RouteContract, userId: number, token?: string) =>
    t.app.inject({
      method: contract.method,
      url: urlFor(name, contract, userId),
      headers: token ? bearer(token) : {},
      ...(bodies[name] ? { payload: bodies[name](victim.roll.id) } : {}),
    });

  it.each(library.concat(staffOnly))('%s refuses a visitor with 401', async (name, contract) => {
    const res = await inject(name, contract, victim.id);
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json()).toEqual({ message: 'Please log in to continue', errors: [] });
  });

  it.each(library.concat(staffOnly))(
    '%s refuses another customer using the owner’s id with 403',
    async (name, contract) => {
      const res = await inject(name, contract, victim.id, stranger.token);
      expect(res.statusCode, res.body).toBe(403);
    },
  );

  it.each(library.filter(([, contract]) => /:(rollId|scanId|tagId|locationId)/.test(contract.path)))(
    '%s refuses another customer reaching the owner’s things through their own id (404, staff-only 403)',
    async (name, contract) => {
      const res = await inject(name, contract, stranger.id, stranger.token);
      expect(res.statusCode, res.body).toBe(contract.access === 'admin' ? 403 : 404);
    },
  );

  it('shows another customer none of the owner’s rolls, scans, tags or locations in their own lists', async () => {
    const lists = library.filter(
      ([, contract]) => contract.method === 'GET' && !/:(rollId|scanId)/.test(contract.path),
    );
    expect(lists.length).toBeGreaterThanOrEqual(4);
    for (const [name, contract] of lists) {
      const res = await inject(name, contract, stranger.id, stranger.token);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      expect(res.body, name).not.toMatch(/Private roll|private\.jpg|secret-tag|Secret Place/);
    }
  });

  it('leaves the owner’s things as they were after all of that', async () => {
    const db = t.database.db;
    const [roll] = await db.select().from(filmRolls).where(eq(filmRolls.id, victim.roll.id));
    expect(roll).toMatchObject({ name: 'Private roll', brand: 'Kodak' });
    const [scan] = await db.select().from(scans).where(eq(scans.id, victim.scanId));
    expect(scan).toMatchObject({ name: 'private.jpg', rotation: 0 });
    expect((await db.select().from(tags).where(eq(tags.userId, victim.id))).map((tag) => tag.name)).toEqual([
      'secret-tag',
    ]);
  });
});
