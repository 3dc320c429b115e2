import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('waitlist', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const join = (payload: object) => t.app.inject({ method: 'POST', url: '/api/waitlist', payload });

  it('adds an e-mail once: 201 the first time, 200 with the same answer after', async () => {
    const first = await join({ email: 'ansel@example.com', zip: '11211', planId: 'NICE_2025' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ email: 'ansel@example.com', alreadyJoined: false });

    const again = await join({ email: '  ANSEL@example.com ', interest: 'courier pick-up' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ email: 'ansel@example.com', joinedAt: first.json().joinedAt, alreadyJoined: true });
  });

  it('stays one entry when the same e-mail arrives many times at once', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => join({ email: 'vivian@example.com' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.json().joinedAt)).size).toBe(1);
  });

  it('refuses a bad e-mail with a 400 naming email, and other bad fields by name', async () => {
    for (const email of ['not-an-email', '', 'a@b']) {
      const res = await join({ email });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatch(/^email: /);
    }
    expect((await join({})).json().errors).toEqual(['email: is required']);
    expect((await join({ email: 'x@example.com', zip: 'abc' })).json().errors[0]).toMatch(/^zip: /);
    expect((await join({ email: 'x@example.com', planId: 'nice; drop table' })).json().errors[0]).toMatch(/^planId: /);
    const unknown = await join({ email: 'x@example.com', admin: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual(['admin: is not a known field']);
  });
});
