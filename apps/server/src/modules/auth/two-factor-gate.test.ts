import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { outboxEmails } from '../../db/schema/mail.js';
import { orders } from '../../db/schema/orders.js';
import { bearer, buildUser, knownPassword } from '../../test/factories.js';
import { allRoutes, fillPath } from '../../test/route-table.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { twoFactorNotice } from './two-factor-policy.js';

const staffOnly = allRoutes().filter((r) => ['admin', 'vendor', 'messenger'].includes(r.contract.access));
// A staff-only route under /users/:id (clear a roll's scans) is walked with the staff-only ones.
const userRoutes = allRoutes().filter((r) => r.contract.path.startsWith('/users/:id') && r.contract.access === 'self');

describe('staff two-factor, when on', () => {
  let t: TestApp;
  let customer: Awaited<ReturnType<typeof buildUser>>;
  let admin: Awaited<ReturnType<typeof buildUser>>;

  beforeAll(async () => {
    t = await createTestApp({ TWO_FACTOR: 'on' });
    customer = await buildUser(t.database.db, { config: t.config, firstName: 'Cass' });
    admin = await buildUser(t.database.db, { config: t.config, role: 'ADMIN' });
  });
  afterAll(() => t.close());

  const call = (method: string, url: string, token: string) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: bearer(token),
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });
  const me = async (token: string) =>
    (await t.app.inject({ url: '/api/auth/current-user', headers: bearer(token) })).json();

  async function verify(email: string, token: string) {
    const asked = await call('POST', '/api/auth/managers/request-two-factor-code', token);
    expect(asked.statusCode).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, email))
      .orderBy(desc(outboxEmails.id))
      .limit(1);
    const code = mail!.text.match(/\b(\d{6})\b/)![1]!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/managers/verify-two-factor-code',
      headers: bearer(token),
      payload: { code },
    });
    expect(res.json()).toEqual({ verified: true });
  }

  it('has staff-only routes to walk', () => {
    expect(staffOnly.length).toBeGreaterThan(20);
  });

  it('tells a new staff session, at login and from current-user, that it owes a code', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.user.email, password: knownPassword },
    });
    expect(login.json()).toMatchObject({ role: 'ADMIN', twoFactorRequired: true });
    expect(await me(admin.token)).toMatchObject({ role: 'ADMIN', twoFactorRequired: true });
    expect(await me(customer.token)).toMatchObject({ role: 'CUSTOMER', twoFactorRequired: false });
  });

  it.each(staffOnly.map((r) => [r.name, r.contract] as const))(
    '%s refuses an admin who has not entered the code',
    async (_name, c) => {
      const res = await call(c.method, fillPath(c.path, customer.user.id), admin.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: 'Please enter the six-digit code we e-mailed you to continue.',
        errors: ['twoFactor: required'],
      });
    },
  );

  it.each(userRoutes.map((r) => [r.name, r.contract] as const))(
    "%s: refuses the unverified admin on another's account, lets it on its own",
    async (_name, c) => {
      const others = await call(c.method, fillPath(c.path, customer.user.id), admin.token);
      expect(others.statusCode).toBe(403);
      expect(others.json().errors).toEqual(['twoFactor: required']);
      const own = await call(c.method, fillPath(c.path, admin.user.id), admin.token);
      expect([401, 403], `${c.method} ${c.path}: ${own.body}`).not.toContain(own.statusCode);
    },
  );

  it('gives no staff powers on routes any user may call (an admin sees only its own orders)', async () => {
    await t.database.db.insert(orders).values({ customerId: customer.user.id });
    const asUnverified = await call('GET', `/api/orders?customerId=${customer.user.id}`, admin.token);
    expect(asUnverified.statusCode).toBe(200);
    expect(asUnverified.json().orders).toEqual([]);
    const { token } = await buildUser(t.database.db, { config: t.config, role: 'ADMIN' });
    const adminUser = (await me(token)) as { id: number; email: string };
    await verify(adminUser.email, token);
    const asVerified = await call('GET', `/api/orders?customerId=${customer.user.id}`, token);
    expect(asVerified.json().orders).toHaveLength(1);
  });

  it('lets the session do staff work once its code is verified, and only that session', async () => {
    const { user, token } = await buildUser(t.database.db, { config: t.config, role: 'ADMIN' });
    await verify(user.email, token);
    expect(await me(token)).toMatchObject({ twoFactorRequired: false });
    for (const route of staffOnly) {
      const res = await call(route.contract.method, fillPath(route.contract.path, customer.user.id), token);
      expect([401, 403], `${route.contract.method} ${route.contract.path}: ${res.body}`).not.toContain(res.statusCode);
    }
    // A new login of the same account starts without the code.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: knownPassword },
    });
    const second = String(again.headers.authorization);
    expect((await call('GET', '/api/users', second)).statusCode).toBe(403);
    expect((await call('GET', '/api/users', token)).statusCode).toBe(200);
  });

  it('gates vendors and messengers the same way', async () => {
    for (const role of ['VENDOR', 'MESSENGER'] as const) {
      const { user, token } = await buildUser(t.database.db, { config: t.config, role });
      expect(await me(token)).toMatchObject({ role, twoFactorRequired: true });
      expect((await call('GET', `/api/users/${customer.user.id}`, token)).json().errors).toEqual([
        'twoFactor: required',
      ]);
      await verify(user.email, token);
      expect(await me(token)).toMatchObject({ role, twoFactorRequired: false });
    }
  });
});

describe('staff two-factor, when off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TWO_FACTOR: 'off' });
  });
  afterAll(() => t.close());

  it('lets an admin session do staff work with the password alone', async () => {
    const { token } = await buildUser(t.database.db, { config: t.config, role: 'ADMIN' });
    const me = await t.app.inject({ url: '/api/auth/current-user', headers: bearer(token) });
    expect(me.json()).toMatchObject({ role: 'ADMIN', twoFactorRequired: false });
    expect((await t.app.inject({ url: '/api/users', headers: bearer(token) })).statusCode).toBe(200);
  });
});

describe('the TWO_FACTOR setting', () => {
  const base = { DATA_DIR: '/tmp/filmlab-config-test', AUTH_SECRET: 'x'.repeat(40) };

  it('is on by default exactly when e-mail goes out by SMTP', () => {
    expect(loadConfig({ ...base, SMTP_URL: 'smtp://mail.example.test:587' }).twoFactor).toBe(true);
    expect(loadConfig(base).twoFactor).toBe(false);
    expect(loadConfig({ ...base, TWO_FACTOR: 'on' }).twoFactor).toBe(true);
    expect(loadConfig({ ...base, SMTP_URL: 'smtp://mail.example.test:587', TWO_FACTOR: 'off' }).twoFactor).toBe(false);
    expect(() => loadConfig({ ...base, TWO_FACTOR: 'sometimes' })).toThrow('TWO_FACTOR must be on or off');
  });

  it('is announced at start when off, with how to turn it on', () => {
    expect(twoFactorNotice(loadConfig({ ...base, SMTP_URL: 'smtp://mail.example.test:587' }))).toBeNull();
    expect(twoFactorNotice(loadConfig(base))).toMatch(/two-factor is off because .*Set SMTP_URL, or TWO_FACTOR=on/);
    expect(
      twoFactorNotice(loadConfig({ ...base, SMTP_URL: 'smtp://mail.example.test:587', TWO_FACTOR: 'off' })),
    ).toMatch(/\(TWO_FACTOR=off\).*Set TWO_FACTOR=on/);
    // On without SMTP, codes land in the outbox, which only an admin past the check may read: say so.
    expect(twoFactorNotice(loadConfig({ ...base, TWO_FACTOR: 'on' }))).toMatch(/is on but e-mail stays in the outbox/);
  });
});
