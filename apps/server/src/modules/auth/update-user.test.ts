import { entryRoute } from '@filmlab/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/mail.js';
import { users } from '../../db/schema/users.js';
import { bearer, buildUser, knownPassword } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('PUT /users/:id', () => {
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
  const put = (id: number, token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: bearer(token), payload });
  const mailsTo = (to: string) =>
    t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to)).orderBy(desc(outboxEmails.id));

  it('lets the owner change names and phone, keeping the phone as they wrote it', async () => {
    const res = await put(owner.user.id, owner.token, { firstName: 'Olivia', phone: '(212) 555-0100' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Olivia', lastName: 'Owner', phone: '(212) 555-0100' });
    expect((await get(owner.user.id, owner.token)).json().phone).toBe('(212) 555-0100');
    expect((await put(owner.user.id, owner.token, { phone: '' })).json().phone).toBeNull();
    expect((await put(owner.user.id, owner.token, { phone: '  +44  20 7946   0958 ' })).json().phone).toBe(
      '+44 20 7946 0958',
    );
    expect((await put(owner.user.id, owner.token, { phone: '212.555.0100' })).json().phone).toBe('212.555.0100');
  });

  it('keeps sending a customer without a phone to complete their details, and not once they have one', async () => {
    const fresh = await buildUser(t.database.db, { config: t.config });
    const me = async () => (await t.app.inject({ url: '/api/auth/current-user', headers: bearer(fresh.token) })).json();
    expect(entryRoute({ loggedIn: true, user: await me() })).toEqual({
      kind: 'redirect',
      to: '/complete-user-details',
    });
    await put(fresh.user.id, fresh.token, { phone: '(212) 555-0100' });
    expect(entryRoute({ loggedIn: true, user: await me() })).toEqual({ kind: 'redirect', to: '/onboarding/rolls' });
  });

  it.each(['12345', 'call me', '+1 212 555 0100 0100 01', '++12125550100', '555-0100', '020 7946 0958'])(
    'refuses the phone %j, which no text could reach',
    async (phone) => {
      const res = await put(owner.user.id, owner.token, { phone });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        'phone: must be a phone number: 10 digits for a US number, or + and the country code',
      ]);
    },
  );

  it('changes the e-mail with the current password, refusing one taken in any case', async () => {
    const taken = await put(owner.user.id, owner.token, {
      email: other.user.email.toUpperCase(),
      currentPassword: knownPassword,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual(['email: is already registered']);

    const res = await put(owner.user.id, owner.token, {
      email: 'olive.new@example.test',
      currentPassword: knownPassword,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe('olive.new@example.test');
    // The owner may change the case of their own address, which needs no password.
    expect((await put(owner.user.id, owner.token, { email: 'Olive.New@example.test' })).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'olive.new@example.test', password: knownPassword },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a new e-mail without the password (400) or with a wrong one (403), changing nothing', async () => {
    const person = await buildUser(t.database.db, { config: t.config });
    const missing = await put(person.user.id, person.token, { email: 'takeover@example.test' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual(['currentPassword: is required to change the e-mail']);
    const wrong = await put(person.user.id, person.token, {
      email: 'takeover@example.test',
      currentPassword: 'not my password',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: 'That password is not right.', errors: ['currentPassword: is incorrect'] });
    expect((await get(person.user.id, person.token)).json().email).toBe(person.user.email);
    expect(await mailsTo(person.user.email)).toHaveLength(0);
  });

  it('tells the old address when the e-mail changes, whoever changed it', async () => {
    const person = await buildUser(t.database.db, { config: t.config, firstName: 'Nell' });
    const oldAddress = person.user.email;
    await put(person.user.id, person.token, { email: 'nell.moved@example.test', currentPassword: knownPassword });
    const [notice] = await mailsTo(oldAddress);
    expect(notice?.subject).toBe('Your Film Lab e-mail was changed');
    expect(notice?.text).toContain('Your e-mail was changed to nell.moved@example.test.');
    expect(await mailsTo('nell.moved@example.test')).toHaveLength(0);

    // An admin changing a customer's e-mail needs no password of the customer's; the old address still hears.
    const byAdmin = await put(person.user.id, admin.token, { email: 'nell.third@example.test' });
    expect(byAdmin.statusCode).toBe(200);
    const [second] = await mailsTo('nell.moved@example.test');
    expect(second?.text).toContain('Your e-mail was changed to nell.third@example.test by the lab.');
  });

  it('counts wrong passwords against the login limit, so a stolen session cannot guess here', async () => {
    const person = await buildUser(t.database.db, { config: t.config });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await put(person.user.id, person.token, {
        email: 'guess@example.test',
        currentPassword: `guess ${i}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(403));
    expect(statuses[10]).toBe(429);
  });

  it('never lets a customer change role, credits or the member flag', async () => {
    const res = await put(owner.user.id, owner.token, { role: 'ADMIN', credits: 100_000, active: true });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors.join(' ');
    for (const field of ['role', 'credits', 'active']) expect(errors).toContain(field);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(row).toMatchObject({ role: 'CUSTOMER', credits: 0, active: false });
  });

  it('refuses another customer and lets an admin change the account', async () => {
    expect((await put(owner.user.id, other.token, { firstName: 'Hacked' })).statusCode).toBe(403);
    const res = await put(owner.user.id, admin.token, { lastName: 'Changed-By-Admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json().lastName).toBe('Changed-By-Admin');
  });
});
