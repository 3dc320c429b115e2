import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('POST /api/auth/signup', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signup = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/signup', payload });
  const valid = (email: string) => ({
    email,
    password: 'film is not dead 35mm',
    firstName: 'Ada',
    lastName: 'Lovelace',
  });

  it('creates a customer and returns a working session token in the authorization header', async () => {
    const res = await signup(valid('ada@example.test'));
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({
      email: 'ada@example.test',
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'CUSTOMER',
      phone: null,
      credits: 0,
      active: false,
      firstOrderCreated: false,
      addresses: [],
      preferences: [],
      membership: { status: 'none', periodEnd: null },
    });
    expect(user.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(user).not.toHaveProperty('passwordHash');
    const token = res.headers.authorization;
    expect(typeof token).toBe('string');
    expect(res.headers['access-control-expose-headers']).toBe('authorization');

    const me = await t.app.inject({ url: '/api/auth/current-user', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
  });

  it('gives each account its own referral code', async () => {
    const a = (await signup(valid('ref-a@example.test'))).json();
    const b = (await signup(valid('ref-b@example.test'))).json();
    expect(a.referralCode).not.toBe(b.referralCode);
  });

  it('refuses an e-mail already registered, whatever its case', async () => {
    expect((await signup(valid('grace@example.test'))).statusCode).toBe(201);
    for (const email of ['grace@example.test', 'GRACE@Example.TEST', '  Grace@example.test ']) {
      const res = await signup(valid(email));
      expect(res.statusCode).toBe(409);
      expect(res.json().errors).toEqual(['email: is already registered']);
      expect(res.headers.authorization).toBeUndefined();
    }
  });

  it.each([
    ['short', 'abc12'],
    ['common', 'password'],
    ['common', '12345678'],
    ['too long', 'x'.repeat(129)],
  ])('refuses a %s password naming the field', async (_kind, password) => {
    const res = await signup({ ...valid('weak@example.test'), password });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors.length).toBeGreaterThan(0);
    for (const error of body.errors) expect(error).toMatch(/^password: /);
  });

  it('refuses unknown fields, naming them (no role or credits from the outside)', async () => {
    const res = await signup({ ...valid('sneaky@example.test'), role: 'ADMIN', credits: 1000 });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors.join(' ');
    expect(errors).toContain('role');
    expect(errors).toContain('credits');
    expect(res.headers.authorization).toBeUndefined();
  });

  it('names missing and malformed fields', async () => {
    const res = await signup({ email: 'not-an-email', password: 'film is not dead 35mm' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining(['email: must be an e-mail address', 'firstName: is required', 'lastName: is required']),
    );
  });
});
