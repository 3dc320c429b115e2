import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { buildRoll, insertFrames, type TestRoll } from '../scans/test-library.js';

type Kind = { noun: 'tag' | 'location'; rollPath: 'tags' | 'locations'; userPath: 'tags' | 'photo-locations' };

describe.each<Kind>([
  { noun: 'tag', rollPath: 'tags', userPath: 'tags' },
  { noun: 'location', rollPath: 'locations', userPath: 'photo-locations' },
])('$noun s on rolls and scans', ({ noun, rollPath, userPath }) => {
  let t: TestApp;
  let member: { id: number; token: string };
  let first: TestRoll;
  let second: TestRoll;
  let scanId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const made = await buildUser(t.database.db, { config: t.config });
    member = { id: made.user.id, token: made.token };
    first = await buildRoll(t.database.db, member.id);
    second = await buildRoll(t.database.db, member.id, { brand: 'Ilford', model: 'Delta 3200' });
    scanId = (await insertFrames(t.database.db, { customerId: member.id, rollId: second.id, names: ['x.jpg'] }))[0]!;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/users/${member.id}${url}`,
      headers: bearer(member.token),
      ...(payload ? { payload } : {}),
    });
  const add = async (target: string, name: string) => {
    const res = await call('POST', `${target}/${rollPath}`, { name });
    expect(res.statusCode, res.body).toBe(201);
    return res.json()[noun] as { id: number; name: string };
  };
  const suggestions = async () =>
    (await call('GET', '/tags')).json()[noun === 'tag' ? 'tags' : 'locations'] as Array<{
      id: number;
      name: string;
      rolls?: number;
      scans?: number;
    }>;
  /** Every place the member sees labels of this kind: both rolls, the scan, suggestions, filters, search. */
  const everywhere = async () => {
    const rolls = (await call('GET', '/film-rolls')).json().filmRolls as Array<Record<string, Array<{ name: string }>>>;
    const scan = (await call('GET', `/scans/${scanId}`)).json().scan as Record<string, Array<{ name: string }>>;
    const suggestions = (await call('GET', '/tags')).json() as Record<string, Array<{ name: string }>>;
    const filters = (await call('GET', '/film-rolls/filters')).json() as Record<string, Array<{ name: string }>>;
    const names = (list: Array<{ name: string }> | undefined) => (list ?? []).map((label) => label.name);
    const key = noun === 'tag' ? 'tags' : 'locations';
    return {
      rolls: rolls.map((roll) => names(roll[key])).flat(),
      scan: names(scan[key]),
      suggestions: names(suggestions[key]),
      filters: names(filters[key]),
    };
  };
  const searchIds = async (words: string) =>
    (
      (await call('GET', `/film-rolls?search=${encodeURIComponent(words)}`)).json().filmRolls as Array<{ id: number }>
    ).map((roll) => roll.id);

  it('puts one label on rolls and scans by name, any case, and suggests it with its counts', async () => {
    const label = await add(`/film-rolls/${first.id}`, 'Coney Island');
    expect(label.name).toBe('Coney Island');
    expect((await add(`/film-rolls/${second.id}`, 'coney island')).id).toBe(label.id);
    expect((await add(`/scans/${scanId}`, 'CONEY ISLAND')).id).toBe(label.id);
    expect(await suggestions()).toEqual([{ id: label.id, name: 'Coney Island', rolls: 2, scans: 1 }]);
    const blank = await call('POST', `/film-rolls/${first.id}/${rollPath}`, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual(['name: is required']);
  });

  it('renames a label everywhere it appears, search included', async () => {
    const [label] = (await suggestions()) as [{ id: number; name: string }];
    const res = await call('PUT', `/film-rolls/${first.id}/${rollPath}/${label.id}`, { name: 'Rockaway' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await everywhere()).toEqual({
      rolls: ['Rockaway', 'Rockaway'],
      scan: ['Rockaway'],
      suggestions: ['Rockaway'],
      filters: ['Rockaway'],
    });
    expect(await searchIds('rockaway')).toHaveLength(2);
    expect(await searchIds('coney')).toEqual([]);
  });

  it('merges into the label of the same name when renamed to it', async () => {
    const other = await add(`/scans/${scanId}`, 'Jersey Shore');
    const rockaway = (await suggestions()).find((l) => l.name === 'Rockaway')!;
    const res = await call('PUT', `/${userPath}/${other.id}`, { name: 'rockaway' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()[noun]).toEqual({ id: rockaway.id, name: 'Rockaway' });
    expect((await everywhere()).scan).toEqual(['Rockaway']);
  });

  it('takes a label off one roll, keeping it elsewhere; the last one off deletes it', async () => {
    const label = await add(`/film-rolls/${first.id}`, 'Solo');
    const off = await call('DELETE', `/film-rolls/${first.id}/${rollPath}/${label.id}`);
    expect(off.statusCode, off.body).toBe(200);
    expect((await everywhere()).suggestions).toEqual(['Rockaway']);
    // Not on that roll any more: 404.
    expect((await call('DELETE', `/film-rolls/${first.id}/${rollPath}/${label.id}`)).statusCode).toBe(404);
    const [rockaway] = (await suggestions()) as [{ id: number; name: string }];
    await call('DELETE', `/film-rolls/${first.id}/${rollPath}/${rockaway.id}`);
    expect((await everywhere()).rolls).toEqual(['Rockaway']);
  });

  it('deletes a label from every roll and scan', async () => {
    const [rockaway] = (await suggestions()) as [{ id: number; name: string }];
    const res = await call('DELETE', `/${userPath}/${rockaway.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await everywhere()).toEqual({ rolls: [], scan: [], suggestions: [], filters: [] });
    expect(await searchIds('rockaway')).toEqual([]);
    expect((await call('DELETE', `/${userPath}/${rockaway.id}`)).statusCode).toBe(404);
  });
});
