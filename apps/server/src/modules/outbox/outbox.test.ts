import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createOutboxMailer } from '../../adapters/mail/outbox-mailer.js';

describe('admin outbox', () => {
  let t: TestApp;
  let adminToken: string;
  let customerToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    adminToken = (await buildUser(t.database.db, { config: t.config, role: 'ADMIN' })).token;
    customerToken = (await buildUser(t.database.db, { config: t.config })).token;
    const mailer = createOutboxMailer(t.database.db);
    for (let i = 1; i <= 5; i++) {
      await mailer.send({
        to: i % 2 ? 'Odd@Example.com' : 'even@example.com',
        subject: `Message ${i}`,
        text: `Body ${i}`,
      });
    }
  });
  afterAll(() => t.close());

  const list = (query: string, token = adminToken) =>
    t.app.inject({ url: `/api/outbox${query}`, headers: bearer(token) });

  it('lists stored e-mails newest first with the total count', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const ours = body.emails.filter((e: { subject: string }) => e.subject.startsWith('Message '));
    expect(ours.map((e: { subject: string }) => e.subject)).toEqual([5, 4, 3, 2, 1].map((i) => `Message ${i}`));
    expect(body.count).toBe(body.emails.length);
    expect(ours[0]).toMatchObject({
      to: 'Odd@Example.com',
      text: 'Body 5',
      html: null,
      status: 'STORED',
      sentAt: null,
    });
  });

  it('pages with limit and offset and filters by recipient, case-insensitively', async () => {
    const page = (await list('?to=odd@example.com&limit=2&offset=1')).json();
    expect(page.count).toBe(3);
    expect(page.emails.map((e: { subject: string }) => e.subject)).toEqual(['Message 3', 'Message 1']);
    expect((await list('?to=nobody@example.com')).json()).toEqual({ emails: [], count: 0 });
    expect((await list('?limit=0')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await list('', customerToken)).statusCode).toBe(403);
    expect((await t.app.inject('/api/outbox')).statusCode).toBe(401);
  });
});
