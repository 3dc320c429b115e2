import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('newsletter subscribers', () => {
  let t: TestApp;
  let proxied: TestApp;
  let adminToken: string;
  let customerToken: string;

  beforeAll(async () => {
    [t, proxied] = await Promise.all([createTestApp(), createTestApp({ TRUST_PROXY: 'true' })]);
    adminToken = (await buildUser(t.database.db, { config: t.config, role: 'ADMIN' })).token;
    customerToken = (await buildUser(t.database.db, { config: t.config })).token;
  });
  afterAll(async () => {
    await Promise.all([t?.close(), proxied?.close()]);
  });

  const subscribe = (payload: object, headers: Record<string, string> = {}, app = t) =>
    app.app.inject({ method: 'POST', url: '/api/subscribers', payload, headers });
  const listAll = async (app = t, token = adminToken) =>
    (await app.app.inject({ url: '/api/subscribers?limit=200', headers: bearer(token) })).json().subscribers as Array<{
      email: string;
      zip: string;
      ipAddress: string | null;
      country: string | null;
    }>;

  it('stores the e-mail lower-cased, zip "0" by default, and the IP the request came from', async () => {
    const res = await subscribe({ email: '  Ansel.Adams@Example.com ' }, { 'cf-ipcountry': 'FR' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ email: 'ansel.adams@example.com', subscribed: true });
    const [stored] = (await listAll()).filter((s) => s.email === 'ansel.adams@example.com');
    // No proxy is trusted here, so a country header from the client is not believed.
    expect(stored).toMatchObject({ zip: '0', ipAddress: '127.0.0.1', country: null });

    expect((await subscribe({ email: 'zip@example.com', zip: '112111234' })).statusCode).toBe(201);
    expect((await listAll()).find((s) => s.email === 'zip@example.com')?.zip).toBe('11211-1234');
  });

  it('is idempotent per e-mail: 201 once, then 200 with the same body, nothing changed', async () => {
    const first = await subscribe({ email: 'vivian@example.com', zip: '60601' });
    const again = await subscribe({ email: 'VIVIAN@example.com', zip: '10001' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const rows = (await listAll()).filter((s) => s.email === 'vivian@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.zip).toBe('60601');

    const burst = await Promise.all(Array.from({ length: 5 }, () => subscribe({ email: 'burst@example.com' })));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
  });

  it('refuses a bad e-mail with a 400 naming email', async () => {
    for (const email of ['not-an-email', '', '   ', 'a@b', 'two@@example.com', `${'x'.repeat(250)}@example.com`]) {
      const res = await subscribe({ email });
      expect(res.statusCode, email).toBe(400);
      expect(res.json().errors[0], email).toMatch(/^email: /);
    }
    expect((await subscribe({})).json().errors).toEqual(['email: is required']);
    expect((await subscribe({ email: 'ok@example.com', zip: 'abcde' })).json().errors[0]).toMatch(/^zip: /);
    expect((await subscribe({ email: 'ok@example.com', ipAddress: '1.2.3.4' })).json().errors).toEqual([
      'ipAddress: is not a known field',
    ]);
  });

  it('behind a trusted proxy, stores the forwarded IP and the proxy’s country code', async () => {
    const res = await subscribe(
      { email: 'proxied@example.com' },
      { 'x-forwarded-for': '203.0.113.9', 'cf-ipcountry': 'us' },
      proxied,
    );
    expect(res.statusCode).toBe(201);
    await subscribe({ email: 'tor@example.com' }, { 'x-forwarded-for': '198.51.100.7', 'cf-ipcountry': 'XX' }, proxied);
    const admin = await buildUser(proxied.database.db, { config: proxied.config, role: 'ADMIN' });
    const rows = await listAll(proxied, admin.token);
    expect(rows.find((s) => s.email === 'proxied@example.com')).toMatchObject({
      ipAddress: '203.0.113.9',
      country: 'US',
    });
    expect(rows.find((s) => s.email === 'tor@example.com')).toMatchObject({ ipAddress: '198.51.100.7', country: null });
  });

  it('lists subscribers newest first, a page at a time, for admins only', async () => {
    const page = await t.app.inject({ url: '/api/subscribers?limit=2&offset=1', headers: bearer(adminToken) });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    const all = await listAll();
    expect(body.count).toBe(all.length);
    expect(body.subscribers.map((s: { email: string }) => s.email)).toEqual(all.slice(1, 3).map((s) => s.email));
    expect(all[0]!.email).toBe('burst@example.com');
    expect((await t.app.inject({ url: '/api/subscribers', headers: bearer(customerToken) })).statusCode).toBe(403);
    expect((await t.app.inject('/api/subscribers')).statusCode).toBe(401);
  });
});
