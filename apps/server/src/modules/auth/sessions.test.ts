import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryEventBus } from '../../adapters/events/memory-event-bus.js';
import { buildApp } from '../../app.js';
import { sessions } from '../../db/schema/auth.js';
import { bearer, buildUser, knownPassword } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('server-side sessions', () => {
  let t: TestApp;
  // A second app process on the same database, joined by the event bus (LISTEN/NOTIFY in production).
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp();
    const events = createMemoryEventBus();
    first = await buildApp({ config: t.config, database: t.database, logger: false, overrides: { events } });
    second = await buildApp({ config: t.config, database: t.database, logger: false, overrides: { events } });
    await Promise.all([first.ready(), second.ready()]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    await t.close();
  });

  async function logIn(email: string, userAgent = 'Mozilla/5.0 (test browser)', app = t.app) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: knownPassword },
      headers: { 'user-agent': userAgent },
      remoteAddress: '203.0.113.9',
    });
    expect(res.statusCode).toBe(200);
    return String(res.headers.authorization);
  }
  const me = (token: string, app = t.app) => app.inject({ url: '/api/auth/current-user', headers: bearer(token) });
  const post = (url: string, token: string, payload?: Record<string, unknown>, app = t.app) =>
    app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const list = async (token: string) =>
    (await t.app.inject({ url: '/api/auth/sessions', headers: bearer(token) })).json().sessions as Array<{
      id: string;
      current: boolean;
      userAgent: string | null;
      ip: string | null;
    }>;

  it('lists the sessions of the caller only, marking the current one', async () => {
    const { user } = await buildUser(t.database.db, { config: t.config });
    const stranger = await buildUser(t.database.db, { config: t.config });
    const laptop = await logIn(user.email, 'Laptop browser');
    const phone = await logIn(user.email, 'Phone browser');
    const seen = await list(laptop);
    // The factory's session, the laptop and the phone; nobody else's.
    expect(seen).toHaveLength(3);
    expect(seen.filter((s) => s.current).map((s) => s.userAgent)).toEqual(['Laptop browser']);
    expect(seen.map((s) => s.userAgent)).toEqual(expect.arrayContaining(['Laptop browser', 'Phone browser']));
    expect(seen.find((s) => s.userAgent === 'Phone browser')?.ip).toBe('203.0.113.9');
    expect((await list(phone)).find((s) => s.current)?.userAgent).toBe('Phone browser');
    expect(await list(stranger.token)).toHaveLength(1);
  });

  it('ends this session on logout, on every process at once, and leaves the others working', async () => {
    const { user } = await buildUser(t.database.db, { config: t.config });
    const token = await logIn(user.email);
    const other = await logIn(user.email);
    // The second process has checked the token and keeps a copy of its session.
    expect((await me(token, second)).statusCode).toBe(200);
    const out = await post('/api/auth/logout', token, undefined, first);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    expect((await me(token, first)).statusCode).toBe(401);
    expect((await me(token, second)).statusCode).toBe(401);
    expect((await me(other, second)).statusCode).toBe(200);
    // A logged-out token cannot log out again.
    expect((await post('/api/auth/logout', token)).statusCode).toBe(401);
  });

  it('logs out everywhere, or everywhere else', async () => {
    const { user } = await buildUser(t.database.db, { config: t.config });
    const [a, b, c] = [await logIn(user.email), await logIn(user.email), await logIn(user.email)];
    const elsewhere = await post('/api/auth/logout-everywhere', a, { keepThisSession: true });
    expect(elsewhere.json()).toEqual({ ended: 3 });
    expect((await me(a)).statusCode).toBe(200);
    expect((await me(b)).statusCode).toBe(401);
    expect((await me(c)).statusCode).toBe(401);
    expect((await list(a)).map((s) => s.current)).toEqual([true]);

    const d = await logIn(user.email);
    const everywhere = await post('/api/auth/logout-everywhere', d);
    expect(everywhere.json()).toEqual({ ended: 2 });
    expect((await me(a)).statusCode).toBe(401);
    expect((await me(d)).statusCode).toBe(401);
  });

  it("ends one chosen session of the caller's, and never someone else's", async () => {
    const { user } = await buildUser(t.database.db, { config: t.config });
    const stranger = await buildUser(t.database.db, { config: t.config });
    const keep = await logIn(user.email, 'Keep');
    const lost = await logIn(user.email, 'Lost phone');
    const lostId = (await list(keep)).find((s) => s.userAgent === 'Lost phone')!.id;
    const del = (id: string, token: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${id}`, headers: bearer(token) });

    const refused = await del(lostId, stranger.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().errors).toEqual(['sessionId: is not one of your sessions']);
    expect((await me(lost)).statusCode).toBe(200);

    expect((await del(lostId, keep)).statusCode).toBe(200);
    expect((await me(lost)).statusCode).toBe(401);
    expect((await me(keep)).statusCode).toBe(200);
    expect((await del('not-a-session', keep)).json().errors).toEqual(['sessionId: must be a session id']);
  });

  it('refuses a session that has expired, whatever the token says', async () => {
    const { user, token } = await buildUser(t.database.db, { config: t.config });
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    // A fresh process, with no copy of the session yet.
    const fresh = await buildApp({ config: t.config, database: t.database, logger: false });
    try {
      expect((await me(token, fresh)).statusCode).toBe(401);
    } finally {
      await fresh.close();
    }
  });

  it('refuses a token issued in the future, even one signed with our secret for a live session', async () => {
    const { user } = await buildUser(t.database.db, { config: t.config });
    const token = await logIn(user.email);
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id)).limit(1);
    const now = Math.floor(Date.now() / 1000);
    const future = await new SignJWT({ ver: user.sessionVersion, sid: session!.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt(now + 3600)
      .setExpirationTime(now + 7200)
      .sign(new TextEncoder().encode(t.config.authSecret));
    expect((await me(future)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('records when a session was last used', async () => {
    const { user, token } = await buildUser(t.database.db, { config: t.config });
    const longAgo = new Date(Date.now() - 3_600_000);
    await t.database.db.update(sessions).set({ lastSeenAt: longAgo }).where(eq(sessions.userId, user.id));
    const fresh = await buildApp({ config: t.config, database: t.database, logger: false });
    try {
      expect((await me(token, fresh)).statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});
