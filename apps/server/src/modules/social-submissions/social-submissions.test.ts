import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlobStore } from '../../adapters/blobs/create-blob-store.js';
import { filmRolls } from '../../db/schema/rolls.js';
import { scans } from '../../db/schema/scans.js';
import { socialMediaSubmissions } from '../../db/schema/social.js';
import { bearer, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

type Listed = { id: number; socialHandle: string; filmModel: string; selectedAt: string | null; createdAt?: string };

describe('social media submissions', () => {
  let t: TestApp;
  let owner: { id: number; token: string };
  let other: { id: number; token: string };
  let admin: { id: number; token: string };
  let ownScans: { processed: number[]; unprocessed: number };
  let otherScan: number;
  const hiResBytes = Buffer.from('hi-res bytes of a frame');

  /** A roll of `model` film with `count` scans, their files stored unless `processed` is false. */
  const buildScans = async (customerId: number, model: string, count: number, processed = true) => {
    const db = t.database.db;
    const blobs = createBlobStore(t.config);
    const [roll] = await db
      .insert(filmRolls)
      .values({ customerId, brand: 'Kodak', model })
      .returning({ id: filmRolls.id });
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const base = `scans/${customerId}/${roll!.id}/${i}`;
      const keys = processed
        ? { hiResKey: `${base}/hi.jpg`, midResOptimizedKey: `${base}/mid-opt.webp`, thumbnailKey: `${base}/thumb.webp` }
        : {};
      if (processed) {
        await blobs.put(keys.hiResKey!, hiResBytes, 'image/jpeg');
        await blobs.put(keys.midResOptimizedKey!, Buffer.from('mid'), 'image/webp');
        await blobs.put(keys.thumbnailKey!, Buffer.from('thumb'), 'image/webp');
      }
      const [scan] = await db
        .insert(scans)
        .values({
          filmRollId: roll!.id,
          customerId,
          name: `frame-${i}.jpg`,
          position: i,
          ...keys,
          ...(processed ? { width: 3000, height: 2000 } : {}),
        })
        .returning({ id: scans.id });
      ids.push(scan!.id);
    }
    return ids;
  };

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const submit = (userId: number, scanId: number, token: string, payload: object = {}) =>
    call('POST', `/users/${userId}/scans/${scanId}/social-media-submissions`, token, payload);

  beforeAll(async () => {
    t = await createTestApp({ LAB_SOCIAL_HANDLE: '@our.lab' });
    const build = async (role?: 'ADMIN') => {
      const made = await buildUser(t.database.db, { config: t.config, ...(role ? { role } : {}) });
      return { id: made.user.id, token: made.token };
    };
    [owner, other, admin] = [await build(), await build(), await build('ADMIN')];
    ownScans = {
      processed: await buildScans(owner.id, 'Portra 400', 3),
      unprocessed: (await buildScans(owner.id, 'Gold 200', 1, false))[0]!,
    };
    otherScan = (await buildScans(other.id, 'Ektar 100', 1))[0]!;
  });
  afterAll(() => t.close());

  describe('submitting a scan', () => {
    it('creates a submission from the user’s own scan with copies of its files', async () => {
      const scanId = ownScans.processed[0]!;
      const res = await submit(owner.id, scanId, owner.token, {
        socialHandle: 'https://www.instagram.com/ansel.a/?hl=en',
      });
      expect(res.statusCode).toBe(201);
      const { submission } = res.json();
      expect(submission).toMatchObject({
        socialHandle: 'ansel.a',
        handle: 'ansel.a',
        filmBrand: 'Kodak',
        filmModel: 'Portra 400',
        width: 3000,
        height: 2000,
        selected: false,
        selectedAt: null,
        userId: owner.id,
        scanId,
      });
      expect(submission.hiResUrl).toContain(`/api/blobs/social/scan-${scanId}/hi.jpg?`);
      const file = await t.app.inject(submission.hiResUrl);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(hiResBytes)).toBe(true);
    });

    it('answers a repeat with the same submission (200), changing the handle only when one is sent', async () => {
      const scanId = ownScans.processed[0]!;
      const first = (await submit(owner.id, scanId, owner.token)).json().submission;
      const again = await submit(owner.id, scanId, owner.token);
      expect(again.statusCode).toBe(200);
      expect(again.json().submission).toMatchObject({ id: first.id, socialHandle: 'ansel.a' });
      const renamed = await submit(owner.id, scanId, owner.token, { socialHandle: '@ansel.adams' });
      expect(renamed.json().submission).toMatchObject({ id: first.id, socialHandle: 'ansel.adams' });
    });

    it('shows the lab’s own handle when the photographer gives none', async () => {
      const res = await submit(owner.id, ownScans.processed[1]!, owner.token, { socialHandle: '  ' });
      expect(res.statusCode).toBe(201);
      expect(res.json().submission).toMatchObject({ socialHandle: 'our.lab', handle: null });
    });

    it('refuses another user’s scan, an unprocessed scan, other accounts and visitors', async () => {
      // Through the owner's own path, the other user's scan does not exist for them.
      const foreign = await submit(owner.id, otherScan, owner.token);
      expect(foreign.statusCode).toBe(404);
      expect((await submit(owner.id, 999_999, owner.token)).statusCode).toBe(404);
      expect((await submit(other.id, otherScan, owner.token)).statusCode).toBe(403);
      expect(
        (await call('POST', `/users/${owner.id}/scans/${ownScans.processed[2]}/social-media-submissions`)).statusCode,
      ).toBe(401);
      const pending = await submit(owner.id, ownScans.unprocessed, owner.token);
      expect(pending.statusCode).toBe(409);
      expect(pending.json().errors).toEqual(['scanId: is still being processed']);
      // An admin may submit on the customer's behalf; the submission is still the customer's.
      const byAdmin = await submit(owner.id, ownScans.processed[2]!, admin.token);
      expect(byAdmin.statusCode).toBe(201);
      expect(byAdmin.json().submission.userId).toBe(owner.id);
      expect((await submit(owner.id, 1, owner.token, { socialHandle: 42 })).json().errors[0]).toMatch(
        /^socialHandle: /,
      );
    });
  });

  describe('lists and selection', () => {
    const models = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'];
    const day = (n: number) => new Date(Date.UTC(2024, 5, n));

    beforeAll(async () => {
      // Six more submissions with known times: created on days 1..6, three of them selected.
      const selectedOn: Record<string, number | undefined> = { Alpha: 20, Charlie: 10, Echo: 30 };
      await t.database.db.insert(socialMediaSubmissions).values(
        models.map((model, i) => ({
          userId: other.id,
          handle: i % 2 ? `@shooter${i}` : null,
          filmBrand: 'Ilford',
          filmModel: model,
          selected: selectedOn[model] !== undefined,
          selectedAt: selectedOn[model] ? day(selectedOn[model]) : null,
          thumbnailKey: `social/t${i}.webp`,
          hiResKey: `social/h${i}.jpg`,
          midResOptimizedKey: `social/m${i}.webp`,
          width: 1200,
          height: 800,
          createdAt: day(i + 1),
        })),
      );
    });

    const adminList = async (query: string) => {
      const res = await call('GET', `/social-media-submissions${query}`, admin.token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { submissions: Listed[]; count: number };
    };
    const gallery = async (query = '') => {
      const res = await call('GET', `/social-media-submissions/selected${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { submissions: Listed[]; count: number };
    };
    const modelsOf = (page: { submissions: Listed[] }) => page.submissions.map((s) => s.filmModel);

    it('sorts by createdAt or selectedAt either way and pages with limit and offset', async () => {
      const ilford = '&search=ilford';
      expect(modelsOf(await adminList(`?sortBy=createdAt&desc=true${ilford}`))).toEqual([...models].reverse());
      expect(modelsOf(await adminList(`?sortBy=createdAt&desc=false${ilford}`))).toEqual(models);
      // Never-selected submissions come last in both directions.
      expect(modelsOf(await adminList(`?sortBy=selectedAt&desc=true${ilford}`)).slice(0, 3)).toEqual([
        'Echo',
        'Alpha',
        'Charlie',
      ]);
      expect(modelsOf(await adminList(`?sortBy=selectedAt&desc=false${ilford}`)).slice(0, 3)).toEqual([
        'Charlie',
        'Alpha',
        'Echo',
      ]);
      const page = await adminList(`?sortBy=createdAt&desc=false&limit=2&offset=2${ilford}`);
      expect(modelsOf(page)).toEqual(['Charlie', 'Delta']);
      expect(page.count).toBe(6);
      const all = await adminList('?limit=100');
      expect(all.count).toBe(9);
      expect(all.submissions).toHaveLength(9);
    });

    it('filters by search text and by selection', async () => {
      expect(modelsOf(await adminList('?search=CHAR'))).toEqual(['Charlie']);
      expect((await adminList('?search=shooter')).count).toBe(3);
      expect((await adminList('?search=%25')).count).toBe(0);
      expect(modelsOf(await adminList('?selected=true&sortBy=selectedAt'))).toEqual(['Echo', 'Alpha', 'Charlie']);
      expect((await adminList('?selected=false')).count).toBe(6);
    });

    it('refuses unknown sort columns, bad flags and oversized pages', async () => {
      for (const [query, field] of [
        ['?sortBy=userId', 'sortBy'],
        ['?sortBy=created_at;drop table users', 'sortBy'],
        ['?desc=maybe', 'desc'],
        ['?limit=101', 'limit'],
        ['?selected=yes', 'selected'],
      ]) {
        const res = await call('GET', `/social-media-submissions${query}`, admin.token);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().errors[0]).toMatch(new RegExp(`^${field}: `));
      }
      expect((await call('GET', '/social-media-submissions/selected?limit=500')).statusCode).toBe(400);
    });

    it('shows visitors only the selected submissions, most recently selected first', async () => {
      const page = await gallery('?limit=25&offset=0&sortBy=selectedAt&desc=true&search=&selected=true');
      expect(modelsOf(page)).toEqual(['Echo', 'Alpha', 'Charlie']);
      expect(page.count).toBe(3);
      expect(page.submissions[0]).toEqual({
        id: expect.any(Number),
        socialHandle: 'our.lab',
        filmBrand: 'Ilford',
        filmModel: 'Echo',
        thumbnailUrl: expect.stringContaining('/api/blobs/social/t4.webp?'),
        hiResUrl: expect.stringContaining('/api/blobs/social/h4.jpg?'),
        midResOptimizedUrl: expect.stringContaining('/api/blobs/social/m4.webp?'),
        width: 1200,
        height: 800,
        selectedAt: day(30).toISOString(),
      });
      expect(modelsOf(await gallery('?limit=1&offset=1'))).toEqual(['Alpha']);
      expect(modelsOf(await gallery('?sortBy=createdAt&desc=false'))).toEqual(['Alpha', 'Charlie', 'Echo']);
      expect((await gallery('?search=bravo')).count).toBe(0);
    });

    it('lets only admins select: selectedAt set once, cleared on unselect', async () => {
      const bravo = (await adminList('?search=bravo')).submissions[0]!;
      const select = (selected: boolean, token?: string, id = bravo.id) =>
        call('PUT', `/social-media-submissions/${id}/select`, token, { selected });

      expect((await select(true, owner.token)).statusCode).toBe(403);
      expect((await select(true)).statusCode).toBe(401);
      expect((await gallery('?search=bravo')).count).toBe(0);

      const on = await select(true, admin.token);
      expect(on.statusCode).toBe(200);
      const selectedAt = on.json().submission.selectedAt;
      expect(on.json().submission).toMatchObject({ id: bravo.id, selected: true, socialHandle: 'shooter1' });
      expect(Date.now() - Date.parse(selectedAt)).toBeLessThan(60_000);
      expect((await select(true, admin.token)).json().submission.selectedAt).toBe(selectedAt);
      expect(modelsOf(await gallery())[0]).toBe('Bravo');

      const off = await select(false, admin.token);
      expect(off.json().submission).toMatchObject({ selected: false, selectedAt: null });
      expect(modelsOf(await gallery())).not.toContain('Bravo');

      expect((await select(true, admin.token, 999_999)).statusCode).toBe(404);
      const missing = await call('PUT', `/social-media-submissions/${bravo.id}/select`, admin.token, {});
      expect(missing.json().errors).toEqual(['selected: is required']);
    });
  });
});
