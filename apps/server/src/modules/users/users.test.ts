import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/mail.js';
import { addresses } from '../../db/schema/addresses.js';
import { userPreferences } from '../../db/schema/preferences.js';
import { users } from '../../db/schema/users.js';
import { bearer, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { insertUser, violatedUniqueConstraint } from './store.js';

describe('users', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof buildUser>>;
  let other: Awaited<ReturnType<typeof buildUser>>;
  let admin: Awaited<ReturnType<typeof buildUser>>;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    owner = await buildUser(db, { config: t.config, firstName: 'Olive', lastName: 'Owner', phone: '2125550100' });
    other = await buildUser(db, { config: t.config, firstName: 'Otto', lastName: 'Other' });
    admin = await buildUser(db, { config: t.config, role: 'ADMIN', firstName: 'Ada', lastName: 'Admin' });
  });
  afterAll(() => t.close());

  const get = (id: number, token: string) => t.app.inject({ url: `/api/users/${id}`, headers: bearer(token) });

  describe('internal notes', () => {
    it('are shown to an admin but never to the customer they are about', async () => {
      const db = t.database.db;
      const customer = await buildUser(db, { config: t.config });
      await db.insert(userPreferences).values([
        { userId: customer.user.id, key: 'default-internal-notes', value: 'Scratches film; handle with care' },
        { userId: customer.user.id, key: 'default-scan-notes', value: 'Warm scans please' },
      ]);
      const own = (await get(customer.user.id, customer.token)).json();
      expect(own.preferences.map((p: { key: string }) => p.key)).toEqual(['default-scan-notes']);
      const current = (await t.app.inject({ url: '/api/auth/current-user', headers: bearer(customer.token) })).json();
      expect(JSON.stringify(current)).not.toContain('Scratches film');
      const byAdmin = (await get(customer.user.id, admin.token)).json();
      expect(byAdmin.preferences.map((p: { key: string }) => p.key).sort()).toEqual([
        'default-internal-notes',
        'default-scan-notes',
      ]);
    });
  });

  describe('GET /users/:id', () => {
    it('shows the owner their account with addresses, preferences and membership', async () => {
      const db = t.database.db;
      await db.insert(addresses).values({
        userId: owner.user.id,
        address1: '1 Film St',
        city: 'Brooklyn',
        state: 'NY',
        zip: '11201',
        primary: true,
      });
      await db.insert(userPreferences).values({ userId: owner.user.id, key: 'default-rush', value: 'false' });
      await db
        .update(users)
        .set({ profileImagePath: `profile-pics/${owner.user.id}.png` })
        .where(eq(users.id, owner.user.id));

      const res = await get(owner.user.id, owner.token);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        id: owner.user.id,
        firstName: 'Olive',
        phone: '2125550100',
        addresses: [
          { address1: '1 Film St', city: 'Brooklyn', state: 'NY', zip: '11201', country: 'US', primary: true },
        ],
        preferences: [{ key: 'default-rush', value: 'false' }],
        membership: { plan: 'NON_MEMBER', status: 'none', periodEnd: null },
      });
      expect(body.profileImageUrl).toEqual(expect.stringContaining(`profile-pics/${owner.user.id}.png`));
    });

    it('refuses another customer and lets an admin in', async () => {
      expect((await get(owner.user.id, other.token)).statusCode).toBe(403);
      expect((await get(owner.user.id, admin.token)).json().id).toBe(owner.user.id);
      expect((await t.app.inject({ url: `/api/users/${owner.user.id}` })).statusCode).toBe(401);
    });

    it('answers 404 for a user that does not exist', async () => {
      expect((await get(999_999, admin.token)).statusCode).toBe(404);
    });
  });

  describe('GET /users (admin search)', () => {
    beforeAll(async () => {
      const db = t.database.db;
      for (let i = 0; i < 7; i++) {
        await buildUser(db, {
          config: t.config,
          firstName: `Searchable${i}`,
          lastName: 'Zeiss',
          email: `zeiss-${i}@lens.test`,
          phone: `718555010${i}`,
        });
      }
      await buildUser(db, {
        config: t.config,
        firstName: '50%_off',
        lastName: 'Literal',
        email: 'literal@example.test',
      });
    });

    const list = (query: string, token = admin.token) =>
      t.app.inject({ url: `/api/users?${query}`, headers: bearer(token) });

    it('finds by last name, any case, a page at a time with the total count', async () => {
      const first = (await list('query=zEISS&limit=3&offset=0')).json();
      expect(first.count).toBe(7);
      expect(first.users).toHaveLength(3);
      const second = (await list('query=zeiss&limit=3&offset=3')).json();
      const third = (await list('query=zeiss&limit=3&offset=6')).json();
      expect(third.users).toHaveLength(1);
      const ids = [...first.users, ...second.users, ...third.users].map((u: { id: number }) => u.id);
      expect(new Set(ids).size).toBe(7);
    });

    it('finds by e-mail, phone (however typed) and full name', async () => {
      expect((await list('query=ZEISS-3%40LENS')).json().users.map((u: { email: string }) => u.email)).toEqual([
        'zeiss-3@lens.test',
      ]);
      expect((await list(`query=${encodeURIComponent('(718) 555-0105')}`)).json().users[0].email).toBe(
        'zeiss-5@lens.test',
      );
      expect((await list('query=searchable2%20zeiss')).json().count).toBe(1);
    });

    it('treats % and _ literally', async () => {
      const found = (await list(`query=${encodeURIComponent('50%_')}`)).json();
      expect(found.count).toBe(1);
      expect(found.users[0].lastName).toBe('Literal');
    });

    it('lists everyone for a blank query and validates the paging', async () => {
      const all = (await list('query=%20%20')).json();
      expect(all.count).toBeGreaterThanOrEqual(11);
      expect(all.users).toHaveLength(Math.min(all.count, 20));
      const bad = await list('limit=0&offset=-1');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.join(' ')).toMatch(/limit: .*offset: /);
    });

    it('refuses customers', async () => {
      expect((await list('query=zeiss', owner.token)).statusCode).toBe(403);
    });
  });

  describe('store', () => {
    it('turns a racing duplicate e-mail into the same 409, on either database driver', async () => {
      const attempt = insertUser(t.database.db, { email: other.user.email.toUpperCase(), role: 'CUSTOMER' });
      await expect(attempt).rejects.toMatchObject({ code: 'CONFLICT', errors: ['email: is already registered'] });
      expect(violatedUniqueConstraint(new Error('unrelated'))).toBeUndefined();
    });
  });

  describe('POST /users (admin creates)', () => {
    const create = (payload: Record<string, unknown>, token = admin.token) =>
      t.app.inject({ method: 'POST', url: '/api/users', headers: bearer(token), payload });

    it('creates a vendor with a password who can log in', async () => {
      const res = await create({
        email: 'vendor@lab.test',
        firstName: 'Vera',
        lastName: 'Vendor',
        role: 'VENDOR',
        password: 'vendor passphrase 1',
        phone: '212-555-0142',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ role: 'VENDOR', email: 'vendor@lab.test', phone: '212-555-0142' });
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'vendor@lab.test', password: 'vendor passphrase 1' },
      });
      expect(login.statusCode).toBe(200);
    });

    it('invites a person created without a password by e-mail', async () => {
      const res = await create({
        email: 'messenger@lab.test',
        firstName: 'Max',
        lastName: 'Messenger',
        role: 'MESSENGER',
      });
      expect(res.statusCode).toBe(201);
      const [mail] = await t.database.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.to, 'messenger@lab.test'))
        .orderBy(desc(outboxEmails.id));
      const token = mail?.text.match(/password-reset\?token=([\w-]+)/)?.[1];
      expect(token).toBeDefined();
      const set = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/password-reset/reset',
        payload: { token, password: 'my own passphrase' },
      });
      expect(set.statusCode).toBe(200);
      expect(set.json().role).toBe('MESSENGER');
    });

    it('refuses a taken e-mail, a weak password and customers', async () => {
      expect((await create({ email: other.user.email, firstName: 'A', lastName: 'B', role: 'ADMIN' })).statusCode).toBe(
        409,
      );
      const weak = await create({
        email: 'weak@lab.test',
        firstName: 'A',
        lastName: 'B',
        role: 'ADMIN',
        password: 'password',
      });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().errors[0]).toMatch(/^password: /);
      const byCustomer = await create(
        { email: 'x@lab.test', firstName: 'A', lastName: 'B', role: 'ADMIN' },
        owner.token,
      );
      expect(byCustomer.statusCode).toBe(403);
    });
  });
});
