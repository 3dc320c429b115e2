import { mergeById } from '@filmlab/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { buildRoll, insertFrames, photo, uploadFrame, waitForScan, type TestRoll } from '../scans/test-library.js';

const day = (n: number) => new Date(Date.UTC(2025, 0, n, 12));

describe('the library of rolls', () => {
  let t: TestApp;
  let member: { id: number; token: string };
  let admin: { id: number; token: string };
  const rolls = {} as Record<'portra' | 'hp5' | 'velvia' | 'ektar', TestRoll>;

  const get = (url: string, token = member.token) => t.app.inject({ url: `/api${url}`, headers: bearer(token) });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = member.token) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const ids = async (query: string) => {
    const res = await get(`/users/${member.id}/film-rolls?limit=50&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().filmRolls as Array<{ id: number }>).map((roll) => roll.id);
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const made = await buildUser(db, { config: t.config });
    member = { id: made.user.id, token: made.token };
    const staff = await buildUser(db, { config: t.config, role: 'ADMIN' });
    admin = { id: staff.user.id, token: staff.token };
    rolls.portra = await buildRoll(db, member.id, {
      createdAt: day(1),
      name: 'Summer in Maine',
      notes: 'lighthouse trip',
    });
    rolls.hp5 = await buildRoll(db, member.id, {
      createdAt: day(5),
      brand: 'Ilford',
      model: 'HP5 Plus 400',
      format: '120',
      process: 'BW',
    });
    rolls.velvia = await buildRoll(db, member.id, {
      createdAt: day(9),
      brand: 'Fujifilm',
      model: 'Velvia 50',
      process: 'E-6',
    });
    rolls.ektar = await buildRoll(db, member.id, { createdAt: day(12), model: 'Ektar 100' });
    await insertFrames(db, { customerId: member.id, rollId: rolls.portra.id, names: ['01.jpg', '02.jpg', '03.jpg'] });
    await insertFrames(db, { customerId: member.id, rollId: rolls.hp5.id, names: ['a.jpg', 'b.jpg'] });
    await insertFrames(db, { customerId: member.id, rollId: rolls.velvia.id, names: ['harbour_at_dawn.jpg'] });
    // Someone else's roll with the same words must never show up.
    const stranger = await buildUser(db, { config: t.config });
    await buildRoll(db, stranger.user.id, { name: 'Summer in Maine', createdAt: day(3) });
  });
  afterAll(() => t.close());

  it('lists the member’s rolls newest first, with film data, stage, progress and a strip of thumbnails', async () => {
    const res = await get(`/users/${member.id}/film-rolls`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().filmRolls as Array<Record<string, unknown>>;
    expect(list.map((roll) => roll.id)).toEqual([rolls.ektar.id, rolls.velvia.id, rolls.hp5.id, rolls.portra.id]);
    const portra = list.at(-1)!;
    expect(portra).toMatchObject({
      name: 'Summer in Maine',
      brand: 'Kodak',
      model: 'Portra 400',
      format: '35mm',
      process: 'C-41',
      stage: 'SYNCED',
      scans: { total: 3, ready: 3, processing: 0, failed: 0 },
    });
    expect((portra.thumbnails as Array<{ frame: number }>).map((frame) => frame.frame)).toEqual([1, 2, 3]);
  });

  it('pages by cursor: pages join to the whole list, each roll once, and a forged cursor is refused', async () => {
    const pages: Array<Array<{ id: number }>> = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const res = await get(`/users/${member.id}/film-rolls?limit=3${query}`);
      expect(res.statusCode, res.body).toBe(200);
      pages.push(res.json().filmRolls);
      cursor = res.json().nextCursor;
    } while (cursor);
    expect(pages.map((page) => page.length)).toEqual([3, 1]);
    expect(mergeById(pages).map((roll) => roll.id)).toEqual(await ids(''));

    const bad = await get(`/users/${member.id}/film-rolls?cursor=not-a-cursor`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(['cursor: is not a valid cursor']);
    const unknown = await get(`/users/${member.id}/film-rolls?colour=red`);
    expect(unknown.statusCode).toBe(400);
  });

  it('filters return exactly the matching rolls', async () => {
    const { portra, hp5, velvia, ektar } = rolls;
    expect(await ids('brand=Kodak')).toEqual([ektar.id, portra.id]);
    expect(await ids('brand=Kodak&model=Ektar%20100')).toEqual([ektar.id]);
    expect(await ids('format=120')).toEqual([hp5.id]);
    expect(await ids('process=E-6')).toEqual([velvia.id]);
    expect(await ids('from=2025-01-05&to=2025-01-09')).toEqual([velvia.id, hp5.id]);
    expect(await ids('to=2025-01-01')).toEqual([portra.id]);
    expect(await ids('brand=Agfa')).toEqual([]);
    const badDate = await get(`/users/${member.id}/film-rolls?from=January`);
    expect(badDate.json().errors).toEqual(['from: must be a date (YYYY-MM-DD)']);
  });

  it('filters the scans by their roll’s film and shooting days', async () => {
    const { portra, hp5, velvia } = rolls;
    const rollsOfScans = async (query: string) => {
      const res = await get(`/users/${member.id}/scans?limit=50&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const rollIds = (res.json().scans as Array<{ filmRollId: number }>).map((scan) => scan.filmRollId);
      return [...new Set(rollIds)].sort((a, b) => a - b);
    };
    const sorted = (...ids: number[]) => ids.sort((a, b) => a - b);
    expect(await rollsOfScans('')).toEqual(sorted(portra.id, hp5.id, velvia.id));
    expect(await rollsOfScans('brand=Kodak')).toEqual([portra.id]);
    expect(await rollsOfScans('brand=Ilford&model=HP5%20Plus%20400&format=120&process=BW')).toEqual([hp5.id]);
    expect(await rollsOfScans('process=E-6')).toEqual([velvia.id]);
    expect(await rollsOfScans('from=2025-01-05&to=2025-01-09')).toEqual(sorted(hp5.id, velvia.id));
    expect(await rollsOfScans('to=2025-01-01')).toEqual([portra.id]);
    expect(await rollsOfScans('brand=Agfa')).toEqual([]);
  });

  it('searches names, notes, film stock, tags and locations, every word as a prefix', async () => {
    const { portra, hp5, velvia, ektar } = rolls;
    const tag = await send('POST', `/users/${member.id}/film-rolls/${hp5.id}/tags`, { name: 'Street' });
    expect(tag.statusCode, tag.body).toBe(201);
    await send('POST', `/users/${member.id}/film-rolls/${velvia.id}/locations`, { name: 'Big Sur, CA' });
    const search = (words: string) => ids(`search=${encodeURIComponent(words)}`);
    expect(await search('summer')).toEqual([portra.id]);
    expect(await search('LIGHTHOUSE')).toEqual([portra.id]);
    expect(await search('portr 400')).toEqual([portra.id]);
    expect(await search('kodak')).toEqual([ektar.id, portra.id]);
    expect(await search('street')).toEqual([hp5.id]);
    // Words from the roll and from its labels match together.
    expect(await search('ilford stre')).toEqual([hp5.id]);
    expect(await search('big sur velvia')).toEqual([velvia.id]);
    expect(await search('ilford velvia')).toEqual([]);
    expect(await search('&|!')).toHaveLength(4);
  });

  it('filters by a tag or location on the roll or on one of its scans', async () => {
    const { portra, hp5 } = rolls;
    const [frameId] = (await get(`/users/${member.id}/scans?filmRollId=${portra.id}`))
      .json()
      .scans.map((scan: { id: number }) => scan.id);
    const onScan = await send('POST', `/users/${member.id}/scans/${frameId}/tags`, { name: 'street' });
    expect(onScan.statusCode).toBe(201);
    // "street" in any case is the member's one tag.
    expect(onScan.json().tag.name).toBe('Street');
    expect(await ids(`tagId=${onScan.json().tag.id}`)).toEqual([hp5.id, portra.id]);

    const filters = await get(`/users/${member.id}/film-rolls/filters`);
    expect(filters.statusCode).toBe(200);
    expect(filters.json()).toMatchObject({
      brands: ['Fujifilm', 'Ilford', 'Kodak'],
      formats: ['120', '35mm'],
      processes: ['BW', 'C-41', 'E-6'],
      tags: [{ name: 'Street' }],
      locations: [{ name: 'Big Sur, CA' }],
      dates: { first: '2025-01-01', last: '2025-01-12' },
    });
  });

  it('renames and describes a roll, corrects its film, and search follows', async () => {
    const { ektar } = rolls;
    const named = await send('PUT', `/users/${member.id}/film-rolls/${ektar.id}`, { name: 'Desert road', notes: '' });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().filmRoll).toMatchObject({ name: 'Desert road', notes: null });
    expect(await ids('search=desert')).toEqual([ektar.id]);
    const film = await send('PUT', `/users/${member.id}/film-rolls/${ektar.id}/update-film-roll`, {
      value: { brand: 'Kodak', model: 'Gold 200' },
    });
    expect(film.json().filmRoll).toMatchObject({ model: 'Gold 200', name: 'Desert road' });
    expect(await ids('search=gold')).toEqual([ektar.id]);
    const empty = await send('PUT', `/users/${member.id}/film-rolls/${ektar.id}/update-film-roll`, {
      value: { brand: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual(['value.brand: is required']);
  });

  it('reverses the frame order of a roll', async () => {
    const { portra } = rolls;
    const frames = async () =>
      (await get(`/users/${member.id}/scans?filmRollId=${portra.id}`))
        .json()
        .scans.map((scan: { name: string; frame: number }) => `${scan.frame}:${scan.name}`);
    expect(await frames()).toEqual(['1:01.jpg', '2:02.jpg', '3:03.jpg']);
    expect((await send('PUT', `/users/${member.id}/film-rolls/${portra.id}/reverse-scans`)).statusCode).toBe(200);
    expect(await frames()).toEqual(['1:03.jpg', '2:02.jpg', '3:01.jpg']);
  });

  it('lets staff alone clear a roll’s scans, and deletes their files', async () => {
    const roll = await buildRoll(t.database.db, member.id);
    const { scanId } = await uploadFrame(t, { token: member.token, userId: member.id, roll, bytes: await photo(30) });
    await waitForScan(t.database.db, scanId);
    const url = `/users/${member.id}/film-rolls/${roll.id}/clear-scans`;
    expect((await send('PUT', url)).statusCode).toBe(403);
    const cleared = await send('PUT', url, undefined, admin.token);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toEqual({ deleted: 1 });
    const roll2 = (await get(`/users/${member.id}/film-rolls/${roll.id}`)).json().filmRoll;
    expect(roll2.scans.total).toBe(0);
  });
});

describe('a roll whose scans are still being made', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('shows the member "processing" and the progress of the roll', async () => {
    // No workers in this app: the derivatives wait in the queue.
    t = await createTestApp({ JOBS_CONCURRENCY: '0' });
    const made = await buildUser(t.database.db, { config: t.config });
    const roll = await buildRoll(t.database.db, made.user.id);
    await insertFrames(t.database.db, { customerId: made.user.id, rollId: roll.id, names: ['done.jpg'] });
    const upload = await uploadFrame(t, { token: made.token, userId: made.user.id, roll, bytes: await photo(40) });
    expect(upload.finish.json().scan.status).toBe('PROCESSING');
    const res = await t.app.inject({
      url: `/api/users/${made.user.id}/film-rolls/${roll.id}`,
      headers: bearer(made.token),
    });
    expect(res.json().filmRoll.scans).toEqual({ total: 2, ready: 1, processing: 1, failed: 0 });
  });
});
