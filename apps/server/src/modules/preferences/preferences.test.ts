import { PREFERENCES, preferencesFor } from '@filmlab/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema/subscriptions.js';
import { seedPlans } from '../../db/seed/plans.js';
import { bearer, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('preferences', () => {
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

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  type View = {
    id: number | null;
    key: string;
    value: unknown;
    default: unknown;
    isSet: boolean;
    customerFacing: boolean;
  };
  const list = async (userId: number, token: string) =>
    (await call('GET', `/users/${userId}/preferences`, token)).json().preferences as View[];
  const set = (userId: number, token: string, key: string, value: unknown) =>
    call('POST', `/users/${userId}/preferences`, token, { key, value });

  it('lists every customer-facing preference with its default before anything is saved', async () => {
    const prefs = await list(owner.id, owner.token);
    const customerFacing = PREFERENCES.filter((p) => p.customerFacing);
    expect(prefs.map((p) => p.key)).toEqual(customerFacing.map((p) => p.key));
    for (const pref of prefs) {
      expect(pref.isSet).toBe(false);
      expect(pref.id).toBeNull();
      expect(pref.value).toEqual(pref.default);
    }
    expect(prefs.find((p) => p.key === 'default-sleeving')).toMatchObject({ value: 'NONE', type: 'radio' });
    expect(prefs.find((p) => p.key === 'default-rush')).toMatchObject({ value: false, type: 'boolean' });
    expect(prefs.some((p) => p.key === 'default-internal-notes')).toBe(false);
  });

  it('saves by key, replacing an earlier value, and reads it back typed', async () => {
    const first = await set(owner.id, owner.token, 'default-rush', true);
    expect(first.statusCode).toBe(200);
    expect(first.json().preference).toMatchObject({ key: 'default-rush', value: true, isSet: true });
    const id = first.json().preference.id;
    expect(id).toEqual(expect.any(Number));

    const again = await set(owner.id, owner.token, 'default-rush', false);
    expect(again.json().preference).toMatchObject({ id, value: false });
    await set(owner.id, owner.token, 'default-sleeving', 'CUT');
    await set(owner.id, owner.token, 'default-scan-notes', 'Warm tones, please');

    const prefs = await list(owner.id, owner.token);
    expect(prefs.find((p) => p.key === 'default-rush')).toMatchObject({ id, value: false, isSet: true });
    expect(prefs.find((p) => p.key === 'default-sleeving')).toMatchObject({ value: 'CUT', isSet: true });
    expect(prefs.find((p) => p.key === 'default-scan-notes')).toMatchObject({ value: 'Warm tones, please' });
    expect(prefs.find((p) => p.key === 'default-4x6-prints')).toMatchObject({ value: false, isSet: false });
  });

  it('changes a saved preference by id, and only the user’s own', async () => {
    const saved = (await set(owner.id, owner.token, 'default-4x6-prints', false)).json().preference;
    const put = await call('PUT', `/users/${owner.id}/preferences/${saved.id}`, owner.token, { value: true });
    expect(put.statusCode).toBe(200);
    expect(put.json().preference).toMatchObject({ id: saved.id, key: 'default-4x6-prints', value: true });

    const theirs = (await set(other.id, other.token, 'default-rush', true)).json().preference;
    // The other user's preference id under the owner's path does not exist for the owner.
    expect(
      (await call('PUT', `/users/${owner.id}/preferences/${theirs.id}`, owner.token, { value: false })).statusCode,
    ).toBe(404);
    expect((await call('PUT', `/users/${owner.id}/preferences/999999`, owner.token, { value: false })).statusCode).toBe(
      404,
    );
    expect((await list(other.id, other.token)).find((p) => p.key === 'default-rush')?.value).toBe(true);
  });

  it('validates keys and values with the domain rule, naming the field', async () => {
    const unknown = await set(owner.id, owner.token, 'favourite-colour', 'blue');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual(['key: is not a known preference']);

    const notBoolean = await set(owner.id, owner.token, 'default-rush', 'yes');
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json().errors).toEqual(['value: must be true or false']);

    const notAnOption = await set(owner.id, owner.token, 'default-sleeving', 'DOUBLE');
    expect(notAnOption.statusCode).toBe(400);
    expect(notAnOption.json().errors[0]).toMatch(/^value: must be one of NONE/);

    const notText = await set(owner.id, owner.token, 'default-scan-notes', true);
    expect(notText.json().errors).toEqual(['value: must be text']);

    const tooLong = await set(owner.id, owner.token, 'default-scan-notes', 'x'.repeat(2001));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors[0]).toMatch(/^value: /);

    const missing = await call('POST', `/users/${owner.id}/preferences`, owner.token, { value: true });
    expect(missing.json().errors).toEqual(['key: is required']);
    const extra = await call('POST', `/users/${owner.id}/preferences`, owner.token, {
      key: 'default-rush',
      value: true,
      userId: 1,
    });
    expect(extra.statusCode).toBe(400);
  });

  it('clears a select back to its null default', async () => {
    const select = PREFERENCES.find((p) => p.type === 'select' && p.default === null);
    expect(select).toBeDefined();
    const option = select!.options![0]!.value;
    expect((await set(owner.id, owner.token, select!.key, option)).json().preference).toMatchObject({
      value: option,
      isSet: true,
    });
    const cleared = await set(owner.id, owner.token, select!.key, null);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().preference).toMatchObject({ id: null, value: null, isSet: false });
    // A boolean cannot be cleared to null.
    expect((await set(owner.id, owner.token, 'default-rush', null)).statusCode).toBe(400);
  });

  it('lets only an admin write or see internal notes', async () => {
    const byCustomer = await set(owner.id, owner.token, 'default-internal-notes', 'VIP, handle with care');
    expect(byCustomer.statusCode).toBe(403);

    const byAdmin = await set(owner.id, admin.token, 'default-internal-notes', 'Prefers phone calls');
    expect(byAdmin.statusCode).toBe(200);
    const noteId = byAdmin.json().preference.id;
    expect(
      (await call('PUT', `/users/${owner.id}/preferences/${noteId}`, owner.token, { value: 'edited' })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/users/${owner.id}/preferences/${noteId}`, admin.token, { value: 'Calls after 5pm' }))
        .statusCode,
    ).toBe(200);

    expect((await list(owner.id, owner.token)).some((p) => p.key === 'default-internal-notes')).toBe(false);
    const asAdmin = await list(owner.id, admin.token);
    expect(asAdmin.find((p) => p.key === 'default-internal-notes')).toMatchObject({
      value: 'Calls after 5pm',
      customerFacing: false,
    });
    expect(asAdmin.map((p) => p.key)).toEqual(PREFERENCES.map((p) => p.key));
  });

  it('keeps other customers and visitors out', async () => {
    expect((await call('GET', `/users/${owner.id}/preferences`, other.token)).statusCode).toBe(403);
    expect((await set(owner.id, other.token, 'default-rush', true)).statusCode).toBe(403);
    expect((await call('PUT', `/users/${owner.id}/preferences/1`, other.token, { value: true })).statusCode).toBe(403);
    expect((await call('GET', `/users/${owner.id}/preferences`)).statusCode).toBe(401);
    expect((await set(owner.id, '', 'default-rush', true)).statusCode).toBe(401);
    expect((await call('PUT', `/users/${owner.id}/preferences/1`, undefined, { value: true })).statusCode).toBe(401);
    expect((await set(999999, admin.token, 'default-rush', true)).statusCode).toBe(404);
  });

  it('quotes the prices of a current member’s plan in the option copy, and on-demand prices after it lapses', async () => {
    await seedPlans(t.database.db);
    const member = await buildUser(t.database.db, { config: t.config, active: true });
    await t.database.db.insert(subscriptions).values({
      userId: member.user.id,
      planId: 'VERY_NICE_2025',
      priceLookupKey: 'verynice2025',
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 30 * 86400_000),
    });
    const optionsOf = (definitions: readonly { key: string; options?: readonly { label: string }[] }[]) =>
      definitions.find((d) => d.key === 'default-negatives-action-option')!.options!.map((o) => o.label);
    const memberCopy = optionsOf(preferencesFor('VERY_NICE_2025'));
    expect(memberCopy).not.toEqual(optionsOf(PREFERENCES));

    const shown = await list(member.user.id, member.token);
    expect(optionsOf(shown as never)).toEqual(memberCopy);

    const lapsed = await buildUser(t.database.db, { config: t.config, active: false });
    await t.database.db.insert(subscriptions).values({
      userId: lapsed.user.id,
      planId: 'VERY_NICE_2025',
      priceLookupKey: 'verynice2025',
      status: 'canceled',
      currentPeriodEnd: new Date(Date.now() - 86400_000),
    });
    expect(optionsOf((await list(lapsed.user.id, lapsed.token)) as never)).toEqual(optionsOf(PREFERENCES));
  });
});
