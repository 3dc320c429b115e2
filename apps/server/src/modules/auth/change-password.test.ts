import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/mail.js';
import { bearer, buildUser, knownPassword } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('PUT /auth/password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TWO_FACTOR: 'on' });
  });
  afterAll(() => t.close());

  const change = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/password', headers: bearer(token), payload });
  const me = (token: string) => t.app.inject({ url: '/api/auth/current-user', headers: bearer(token) });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('refuses a wrong current password (403) and a weak new one (400), changing nothing', async () => {
    const { user, token } = await buildUser(t.database.db, { config: t.config });
    const wrong = await change(token, { currentPassword: 'not it', password: 'a brand new passphrase' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().errors).toEqual(['currentPassword: is incorrect']);
    const weak = await change(token, { currentPassword: knownPassword, password: 'password' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0]).toMatch(/^password: /);
    expect((await me(token)).statusCode).toBe(200);
    expect((await login(user.email, knownPassword)).statusCode).toBe(200);
  });

  it('ends every session, and the caller carries on in a new one', async () => {
    const { user, token } = await buildUser(t.database.db, { config: t.config });
    const elsewhere = String((await login(user.email, knownPassword)).headers.authorization);
    const res = await change(token, { currentPassword: knownPassword, password: 'a brand new passphrase' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, twoFactorRequired: false });
    const fresh = String(res.headers.authorization);
    expect((await me(fresh)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(elsewhere)).statusCode).toBe(401);
    const sessions = await t.app.inject({ url: '/api/auth/sessions', headers: bearer(fresh) });
    expect(sessions.json().sessions).toHaveLength(1);
    expect((await login(user.email, knownPassword)).statusCode).toBe(401);
    expect((await login(user.email, 'a brand new passphrase')).statusCode).toBe(200);
  });

  it('keeps a staff session verified for two-factor, and an unverified one unverified', async () => {
    const { user, token } = await buildUser(t.database.db, { config: t.config, role: 'ADMIN' });
    const unverified = await change(token, { currentPassword: knownPassword, password: 'first new passphrase' });
    expect(unverified.json().twoFactorRequired).toBe(true);
    const second = String(unverified.headers.authorization);
    expect((await t.app.inject({ url: '/api/users', headers: bearer(second) })).statusCode).toBe(403);

    await t.app.inject({ method: 'POST', url: '/api/auth/managers/request-two-factor-code', headers: bearer(second) });
    const [mail] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, user.email))
      .orderBy(desc(outboxEmails.id))
      .limit(1);
    const code = mail!.text.match(/\b(\d{6})\b/)![1];
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/managers/verify-two-factor-code',
      headers: bearer(second),
      payload: { code },
    });
    const verified = await change(second, {
      currentPassword: 'first new passphrase',
      password: 'second new passphrase',
    });
    expect(verified.json().twoFactorRequired).toBe(false);
    const third = String(verified.headers.authorization);
    expect((await t.app.inject({ url: '/api/users', headers: bearer(third) })).statusCode).toBe(200);
  });
});
