import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createMemoryEventBus } from '../../adapters/events/memory-event-bus.js';
import { buildApp } from '../../app.js';
import { outboxEmails } from '../../db/schema/mail.js';
import { bearer, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signInTag, tagsTouchedBy, userCacheFor, usersTouchedBy } from './user-cache.js';

describe('which users a write may change', () => {
  const customer = { id: 5, role: 'CUSTOMER' };
  it.each([
    ['a customer on their own account', customer, { id: '5' }, ['5']],
    ['a customer on a path naming a user', customer, { userId: '9' }, ['5', '9']],
    ['a customer on a non-numeric param', customer, { id: 'abc' }, ['5']],
    ['a visitor (sign-up, reset by token, webhook)', null, {}, undefined],
    ['an admin', { id: 1, role: 'ADMIN' }, { id: '5' }, undefined],
    ['a messenger', { id: 2, role: 'MESSENGER' }, {}, undefined],
    ['a vendor', { id: 3, role: 'VENDOR' }, {}, undefined],
  ])('%s', (_name, sessionUser, params, expected) => {
    expect(usersTouchedBy({ sessionUser, params })).toEqual(expected);
  });
});

describe('which copies a write drops', () => {
  const customer = { id: 5, role: 'CUSTOMER' };
  it.each([
    ['a customer placing an order', customer, '/api/users/:id/orders', { id: '5' }, ['5']],
    ['a customer paying an order', customer, '/api/orders/:id/attach-payment', { id: '77' }, ['5', '77']],
    ['a customer changing an order', customer, '/api/orders/:id', { id: '77' }, ['5', '77']],
    ['a customer changing their profile', customer, '/api/users/:id', { id: '5' }, ['5', signInTag(5)]],
    ['a customer changing their password', customer, '/api/users/:id/password', { id: '5' }, ['5', signInTag(5)]],
    ['a customer logging out', customer, '/api/auth/logout', {}, ['5', signInTag(5)]],
    ['a customer on a path that only starts like the orders', customer, '/api/orders-export', {}, ['5', signInTag(5)]],
    ['staff paying an order', { id: 1, role: 'ADMIN' }, '/api/orders/:id/attach-payment', { id: '77' }, undefined],
    ['a visitor turning a card into a token', null, '/api/payments/local/tokenize', {}, []],
    ['a visitor signing up', null, '/api/auth/signup', {}, undefined],
  ])('%s', (_name, sessionUser, url, params, expected) => {
    expect(tagsTouchedBy({ sessionUser, params, routeOptions: { url } })).toEqual(expected);
  });
});

describe('a change naming a user', () => {
  it("drops the user's sign-in with their other copies; the write hook's exact drop can keep it", async () => {
    const cache = userCacheFor(createMemoryEventBus());
    let version = 1;
    const load = async () => version;
    expect(await cache.read('session:a', load, signInTag(5))).toBe(1);
    expect(await cache.read('self:5', load, '5')).toBe(1);
    version = 2;
    await cache.changedExactly(['5']);
    expect(await cache.read('session:a', load, signInTag(5))).toBe(1);
    expect(await cache.read('self:5', load, '5')).toBe(2);
    version = 3;
    await cache.changed(['5']);
    expect(await cache.read('session:a', load, signInTag(5))).toBe(3);
    expect(await cache.read('self:5', load, '5')).toBe(3);
  });
});

describe('the user cache across two app processes', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let first: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp();
    // Two processes on one database, joined by one bus (LISTEN/NOTIFY in production).
    const events = createMemoryEventBus();
    first = await buildApp({ config: t.config, database: t.database, logger: false, overrides: { events } });
    second = await buildApp({ config: t.config, database: t.database, logger: false, overrides: { events } });
    await Promise.all([first.ready(), second.ready()]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    await t.close();
  });

  const currentUser = (app: FastifyInstance, token: string) =>
    app.inject({ url: '/api/auth/current-user', headers: bearer(token) });

  it('shows a customer their own change at once, and the other process soon after', async () => {
    const { user, token } = await buildUser(t.database.db, { config: t.config, firstName: 'Before' });
    expect((await currentUser(first, token)).json().firstName).toBe('Before');
    expect((await currentUser(second, token)).json().firstName).toBe('Before');
    const put = await first.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: bearer(token),
      payload: { firstName: 'After' },
    });
    expect(put.statusCode).toBe(200);
    expect((await currentUser(first, token)).json().firstName).toBe('After');
    await expect.poll(async () => (await currentUser(second, token)).json().firstName).toBe('After');
  });

  it('drops every copy on a staff write, here and on the other process', async () => {
    const { user, token } = await buildUser(t.database.db, { config: t.config });
    const admin = await buildUser(t.database.db, { config: t.config, role: 'ADMIN' });
    expect((await currentUser(second, token)).statusCode).toBe(200);
    const put = await first.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: bearer(admin.token),
      payload: { lastName: 'Changed' },
    });
    expect(put.statusCode).toBe(200);
    await expect.poll(async () => (await currentUser(second, token)).json().lastName).toBe('Changed');
  });

  it('refuses a session on the other process once a password reset revokes it', async () => {
    const { user, token } = await buildUser(t.database.db, { config: t.config });
    expect((await currentUser(second, token)).statusCode).toBe(200);
    await first.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: user.email } });
    const [mail] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, user.email))
      .orderBy(desc(outboxEmails.id));
    const resetToken = mail?.text.match(/\/password-reset\?token=([\w-]+)/)?.[1];
    expect(resetToken).toBeTruthy();
    const reset = await first.inject({
      method: 'PUT',
      url: '/api/auth/password-reset/reset',
      payload: { token: resetToken, password: 'a brand new passphrase' },
    });
    expect(reset.statusCode).toBeLessThan(300);
    expect((await currentUser(first, token)).statusCode).toBe(401);
    await expect.poll(async () => (await currentUser(second, token)).statusCode).toBe(401);
  });

  it('serves the same answer from the copy as from the database', async () => {
    const { token } = await buildUser(t.database.db, { config: t.config });
    const cold = await currentUser(first, token);
    const warm = await currentUser(first, token);
    expect(warm.statusCode).toBe(200);
    expect(warm.body).toBe(cold.body);
  });
});
