import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAttempts } from '../../db/schema/auth.js';
import { bearer, buildUser, knownPassword } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const login = (t: TestApp, payload: Record<string, unknown>, remoteAddress = '203.0.113.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });

describe('POST /api/auth/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      LOGIN_ATTEMPT_LIMIT: '3',
      LOGIN_ADDRESS_ATTEMPT_LIMIT: '5',
      LOGIN_ATTEMPT_WINDOW_SECONDS: '600',
    });
  });
  afterAll(() => t.close());

  it('logs in with the right password, any case of e-mail, and returns a token', async () => {
    const { user } = await buildUser(t.database.db, { config: t.config, email: 'Mixed.Case@example.test' });
    const res = await login(t, { email: 'mixed.case@EXAMPLE.test', password: knownPassword }, '203.0.113.10');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, email: 'Mixed.Case@example.test' });
    const me = await t.app.inject({
      url: '/api/auth/current-user',
      headers: bearer(String(res.headers.authorization)),
    });
    expect(me.json().id).toBe(user.id);
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const { user } = await buildUser(t.database.db, { config: t.config });
    const wrong = await login(t, { email: user.email, password: 'not the password' }, '203.0.113.11');
    const unknown = await login(t, { email: 'nobody@example.test', password: 'not the password' }, '203.0.113.11');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Incorrect e-mail or password');
      expect(res.headers.authorization).toBeUndefined();
    }
  });

  it('refuses an account that has no password (made by social sign-in)', async () => {
    const { user } = await buildUser(t.database.db, { config: t.config, password: null });
    const res = await login(t, { email: user.email, password: '' }, '203.0.113.12');
    expect(res.statusCode).toBe(400);
    const again = await login(t, { email: user.email, password: 'anything at all' }, '203.0.113.12');
    expect(again.statusCode).toBe(401);
  });

  it('limits failed attempts per account and address, and never locks the owner out from elsewhere', async () => {
    const { user } = await buildUser(t.database.db, { config: t.config });
    const stranger = '198.51.100.7';
    for (let i = 0; i < 3; i++) {
      expect((await login(t, { email: user.email, password: 'guess' }, stranger)).statusCode).toBe(401);
    }
    // From the guessing address even the right password waits: it is not checked at all.
    const blocked = await login(t, { email: user.email.toUpperCase(), password: knownPassword }, stranger);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: 'Too many attempts. Please wait 10 minutes and try again.',
      errors: ['email: too many attempts; try again in 10 minutes'],
    });
    // The owner, at home, is not held back by a stranger's guesses.
    expect((await login(t, { email: user.email, password: knownPassword }, '198.51.100.99')).statusCode).toBe(200);
  });

  it('limits failed attempts per address, across accounts', async () => {
    const { user } = await buildUser(t.database.db, { config: t.config });
    const ip = '192.0.2.50';
    for (let i = 0; i < 5; i++) {
      expect((await login(t, { email: `stranger-${i}@example.test`, password: 'guess' }, ip)).statusCode).toBe(401);
    }
    expect((await login(t, { email: user.email, password: knownPassword }, ip)).statusCode).toBe(429);
    // The same account from another address is fine: it had no failures.
    expect((await login(t, { email: user.email, password: knownPassword }, '192.0.2.51')).statusCode).toBe(200);
  });

  it('does not count successful logins, and a success forgives the account its failures from that address', async () => {
    const { user } = await buildUser(t.database.db, { config: t.config });
    const ip = '192.0.2.60';
    for (let i = 0; i < 5; i++) {
      expect((await login(t, { email: user.email, password: knownPassword }, ip)).statusCode).toBe(200);
    }
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 2; i++) {
        expect((await login(t, { email: user.email, password: 'guess' }, ip)).statusCode).toBe(401);
      }
      expect((await login(t, { email: user.email, password: knownPassword }, ip)).statusCode).toBe(200);
    }
  });

  it('forgets attempts older than the window', async () => {
    const { user } = await buildUser(t.database.db, { config: t.config });
    const subject = `${user.email.toLowerCase()}|192.0.2.90`;
    const old = new Date(Date.now() - 601_000);
    await t.database.db
      .insert(authAttempts)
      .values(Array.from({ length: 5 }, () => ({ kind: 'login:pair', subject, createdAt: old })));
    expect((await login(t, { email: user.email, password: knownPassword }, '192.0.2.90')).statusCode).toBe(200);
  });
});

describe('login timing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_ATTEMPT_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? 0;
  };

  it('takes about as long for an unknown e-mail as for a known one', async () => {
    const { user } = await buildUser(t.database.db, { config: t.config });
    const time = async (email: string) => {
      const started = performance.now();
      const res = await login(t, { email, password: 'not the password' });
      expect(res.statusCode).toBe(401);
      return performance.now() - started;
    };
    await time(user.email);
    await time('warm-up@example.test');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time(user.email));
      unknown.push(await time(`nobody-${i}@example.test`));
    }
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
