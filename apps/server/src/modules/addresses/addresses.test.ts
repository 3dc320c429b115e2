import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const home = { address1: '12 Bedford Ave', address2: 'Apt 3', city: 'Brooklyn', state: 'NY', zip: '11211' };
const studio = { address1: '300 Kent Ave', city: 'Brooklyn', state: 'ny', zip: '112491234' };
const work = { address1: '1 Main St', city: 'Dumbo', state: 'NY', zip: '11201' };

describe('addresses', () => {
  let t: TestApp;
  let owner: { id: number; token: string };
  let other: { id: number; token: string };
  let admin: { id: number; token: string };

  beforeAll(async () => {
    t = await createTestApp();
    const build = async (role?: 'ADMIN') => {
      const made = await buildUser(t.database.db, { config: t.config, ...(role ? { role } : {}) });
      return { id: made.user.id, token: made.token };
    };
    owner = await build();
    other = await build();
    admin = await build('ADMIN');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const list = async (userId: number) =>
    (await call('GET', `/users/${userId}/address`, owner.token)).json().addresses as Array<{
      id: number;
      primary: boolean;
    }>;
  const primaryOf = async (userId: number) =>
    (await call('GET', `/users/${userId}/address`, admin.token))
      .json()
      .addresses.filter((a: { primary: boolean }) => a.primary);

  it('makes the first address primary, normalises state and zip, defaults country to US', async () => {
    const res = await call('POST', `/users/${owner.id}/address`, owner.token, { ...home, primary: false });
    expect(res.statusCode).toBe(201);
    expect(res.json().address).toMatchObject({
      ...home,
      country: 'US',
      primary: true,
      userId: owner.id,
      placeId: null,
    });

    const second = await call('POST', `/users/${owner.id}/address`, owner.token, studio);
    expect(second.statusCode).toBe(201);
    expect(second.json().address).toMatchObject({ state: 'NY', zip: '11249-1234', primary: false, address2: null });
  });

  it('moves primary in one step: asking for it on create or update unsets the others', async () => {
    const created = await call('POST', `/users/${owner.id}/address`, owner.token, { ...work, primary: true });
    expect(created.json().address.primary).toBe(true);
    let primaries = await primaryOf(owner.id);
    expect(primaries.map((a: { id: number }) => a.id)).toEqual([created.json().address.id]);

    const [first] = (await list(owner.id)).filter((a) => !a.primary);
    const updated = await call('PUT', `/users/${owner.id}/address/${first!.id}`, owner.token, { primary: true });
    expect(updated.statusCode).toBe(200);
    primaries = await primaryOf(owner.id);
    expect(primaries.map((a: { id: number }) => a.id)).toEqual([first!.id]);
  });

  it('lists, reads and updates fields of the owner’s address', async () => {
    const addresses = await list(owner.id);
    expect(addresses).toHaveLength(3);
    expect(addresses[0]!.primary).toBe(true);
    const id = addresses[1]!.id;
    const got = await call('GET', `/users/${owner.id}/address/${id}`, owner.token);
    expect(got.statusCode).toBe(200);
    const put = await call('PUT', `/users/${owner.id}/address/${id}`, owner.token, {
      address2: 'Suite 5',
      zip: '10001',
    });
    expect(put.json().address).toMatchObject({ id, address2: 'Suite 5', zip: '10001' });
    const cleared = await call('PUT', `/users/${owner.id}/address/${id}`, owner.token, { address2: null });
    expect(cleared.json().address.address2).toBeNull();
  });

  it('hands primary on when the primary address is deleted, and keeps exactly one primary', async () => {
    const before = await list(owner.id);
    const primary = before.find((a) => a.primary)!;
    const res = await call('DELETE', `/users/${owner.id}/address/${primary.id}`, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const after = await list(owner.id);
    expect(after).toHaveLength(before.length - 1);
    expect(after.filter((a) => a.primary)).toHaveLength(1);
    expect((await call('GET', `/users/${owner.id}/address/${primary.id}`, owner.token)).statusCode).toBe(404);
  });

  it('keeps a single address primary even when asked to unset it', async () => {
    const lone = await buildUser(t.database.db, { config: t.config });
    const created = (await call('POST', `/users/${lone.user.id}/address`, lone.token, home)).json().address;
    const res = await call('PUT', `/users/${lone.user.id}/address/${created.id}`, lone.token, { primary: false });
    expect(res.json().address.primary).toBe(true);
    const second = (await call('POST', `/users/${lone.user.id}/address`, lone.token, work)).json().address;
    await call('PUT', `/users/${lone.user.id}/address/${created.id}`, lone.token, { primary: false });
    const after = (await call('GET', `/users/${lone.user.id}/address`, lone.token)).json().addresses;
    expect(after.find((a: { id: number }) => a.id === second.id).primary).toBe(true);
    expect(after.filter((a: { primary: boolean }) => a.primary)).toHaveLength(1);
  });

  it('refuses an empty address1 with a 400 naming address1, and names other bad fields', async () => {
    for (const address1 of ['', '   ']) {
      const res = await call('POST', `/users/${owner.id}/address`, owner.token, { ...home, address1 });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(['address1: is required']);
    }
    const missing = await call('POST', `/users/${owner.id}/address`, owner.token, {
      city: 'Brooklyn',
      state: 'NY',
      zip: '11211',
    });
    expect(missing.json().errors).toContain('address1: is required');
    const bad = await call('POST', `/users/${owner.id}/address`, owner.token, {
      ...home,
      state: 'XX',
      zip: '1121',
      country: 'CA',
    });
    expect(bad.statusCode).toBe(400);
    const errors: string[] = bad.json().errors;
    expect(errors.some((e) => e.startsWith('state:'))).toBe(true);
    expect(errors.some((e) => e.startsWith('zip:'))).toBe(true);
    expect(errors.some((e) => e.startsWith('country:'))).toBe(true);
    const unknown = await call('POST', `/users/${owner.id}/address`, owner.token, { ...home, userId: other.id });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual(['userId: is not a known field']);
    const emptyUpdate = await call('PUT', `/users/${owner.id}/address/${(await list(owner.id))[0]!.id}`, owner.token, {
      address1: '',
    });
    expect(emptyUpdate.json().errors).toEqual(['address1: is required']);
  });

  it('never lets one user reach another user’s address, even with a guessed id', async () => {
    const theirs = (await call('POST', `/users/${other.id}/address`, other.token, home)).json().address;
    // Through the owner's own path: the address is not theirs, so it does not exist for them.
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await call(
        method,
        `/users/${owner.id}/address/${theirs.id}`,
        owner.token,
        method === 'PUT' ? { city: 'X' } : undefined,
      );
      expect(res.statusCode, method).toBe(404);
    }
    // Through the other user's path: forbidden before anything is read.
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await call(
        method,
        `/users/${other.id}/address/${theirs.id}`,
        owner.token,
        method === 'PUT' ? { city: 'X' } : undefined,
      );
      expect(res.statusCode, method).toBe(403);
    }
    expect((await call('GET', `/users/${other.id}/address`, owner.token)).statusCode).toBe(403);
    expect((await call('POST', `/users/${other.id}/address`, owner.token, home)).statusCode).toBe(403);
    const still = await call('GET', `/users/${other.id}/address/${theirs.id}`, other.token);
    expect(still.json().address).toMatchObject({ city: 'Brooklyn', userId: other.id });
  });

  it('lets an admin manage any user’s addresses, and asks a visitor to log in', async () => {
    const created = await call('POST', `/users/${other.id}/address`, admin.token, work);
    expect(created.statusCode).toBe(201);
    expect(created.json().address.userId).toBe(other.id);
    const id = created.json().address.id;
    expect(
      (await call('PUT', `/users/${other.id}/address/${id}`, admin.token, { city: 'Queens' })).json().address.city,
    ).toBe('Queens');
    expect((await call('DELETE', `/users/${other.id}/address/${id}`, admin.token)).statusCode).toBe(200);
    expect((await call('POST', '/users/999999/address', admin.token, home)).statusCode).toBe(404);

    for (const [method, url] of [
      ['GET', `/users/${owner.id}/address`],
      ['POST', `/users/${owner.id}/address`],
      ['GET', `/users/${owner.id}/address/1`],
      ['PUT', `/users/${owner.id}/address/1`],
      ['DELETE', `/users/${owner.id}/address/1`],
    ] as const) {
      const res = await call(method, url, undefined, method === 'POST' || method === 'PUT' ? home : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('keeps one primary when many addresses are created at once', async () => {
    const fresh = await buildUser(t.database.db, { config: t.config });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call('POST', `/users/${fresh.user.id}/address`, fresh.token, { ...home, address1: `${i} Grand St` }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    const all = (await call('GET', `/users/${fresh.user.id}/address`, fresh.token)).json().addresses;
    expect(all).toHaveLength(6);
    expect(all.filter((a: { primary: boolean }) => a.primary)).toHaveLength(1);
  });
});
