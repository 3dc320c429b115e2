import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories.js';
import { allRoutes, fillPath } from '../test/route-table.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

// Walks the route table: every /users/:id route refuses another customer and lets the owner and an
// admin through; every admin-only route refuses customers; nothing but visitor routes admits a visitor.
describe('authorization over the whole route table', () => {
  let t: TestApp;
  let owner: { id: number; token: string };
  let other: { id: number; token: string };
  let admin: { id: number; token: string };
  const table = allRoutes();
  const userRoutes = table.filter((r) => r.contract.path.startsWith('/users/:id'));
  const adminRoutes = table.filter((r) => r.contract.access === 'admin');
  const guarded = table.filter((r) => r.contract.access !== 'visitor');

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const a = await buildUser(db, { config: t.config });
    const b = await buildUser(db, { config: t.config });
    const c = await buildUser(db, { config: t.config, role: 'ADMIN' });
    owner = { id: a.user.id, token: a.token };
    other = { id: b.user.id, token: b.token };
    admin = { id: c.user.id, token: c.token };
  });
  afterAll(() => t.close());

  const call = (method: string, url: string, token?: string) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });

  it('has routes to walk', () => {
    expect(userRoutes.length).toBeGreaterThan(5);
    expect(adminRoutes.length).toBeGreaterThan(0);
  });

  it.each(userRoutes.map((r) => [r.name, r.contract] as const))('%s refuses another customer', async (_name, c) => {
    const res = await call(c.method, fillPath(c.path, owner.id), other.token);
    expect([403, 404]).toContain(res.statusCode);
  });

  it.each(userRoutes.map((r) => [r.name, r.contract] as const))(
    '%s lets the owner and an admin through',
    async (_name, c) => {
      for (const token of [owner.token, admin.token]) {
        const res = await call(c.method, fillPath(c.path, owner.id), token);
        expect([401, 403], `${c.method} ${c.path} answered ${res.statusCode}: ${res.body}`).not.toContain(
          res.statusCode,
        );
        expect(res.statusCode).toBeLessThan(500);
      }
    },
  );

  it.each(adminRoutes.map((r) => [r.name, r.contract] as const))('%s is for admins only', async (_name, c) => {
    const res = await call(c.method, fillPath(c.path, owner.id), owner.token);
    expect(res.statusCode).toBe(403);
  });

  it.each(guarded.map((r) => [r.name, r.contract] as const))('%s refuses a visitor', async (_name, c) => {
    const res = await call(c.method, fillPath(c.path, owner.id));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Array) });
  });

  it('refuses a forged or revoked token like no token at all', async () => {
    const forged = `${owner.token.slice(0, -4)}AAAA`;
    expect((await call('GET', '/api/auth/current-user', forged)).statusCode).toBe(401);
  });
});
