import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxMailer } from '../../adapters/mail/outbox-mailer.js';
import { createSmtpMailer } from '../../adapters/mail/smtp-mailer.js';
import { jobSchedules, jobs } from '../../db/schema/jobs.js';
import { outboxEmails } from '../../db/schema/mail.js';
import { JOB_TYPES } from '../../jobs/job-types.js';
import { bearer, buildUser } from '../../test/factories.js';
import { startSmtpStandIn } from '../../test/smtp-stand-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestDatabase } from '../../test/test-database.js';
import { buildApp } from '../../app.js';
import { scrubExpiredSecrets } from './scrub-expired-secrets.js';

/** The body as the recipient reads it: quoted-printable soft line breaks joined, =3D decoded. */
const readable = (data: string) => data.replace(/=\r\n/g, '').replace(/=3D/g, '=');
const hour = 3600_000;

describe('secrets in the outbox with SMTP delivery', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  const storedFor = async (to: string) => {
    const rows = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
    expect(rows).toHaveLength(1);
    return rows[0]!;
  };

  it('delivers the reset link, then keeps a copy without its token, and the token still works', async () => {
    const { user } = await buildUser(t.database.db, { config: t.config });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: user.email } });
    expect(res.statusCode).toBe(200);

    const delivered = readable(smtp.received.find((m) => m.to.includes(`<${user.email}>`))!.data);
    const token = delivered.match(/\/password-reset\?token=([\w-]{20,})/)?.[1];
    expect(token).toBeTruthy();

    const stored = await storedFor(user.email);
    expect(stored.status).toBe('SENT');
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.text).toContain('/password-reset?token=[removed after sending]');
    expect(stored.html).toContain('[removed after sending]');
    expect(stored.secrets).toBeNull();

    const valid = await t.app.inject({ url: `/api/auth/password-reset/validate-token?token=${token}` });
    expect(valid.statusCode).toBe(200);
  });

  it('delivers a staff sign-in code, then keeps a copy without it', async () => {
    const { user, token } = await buildUser(t.database.db, { config: t.config, role: 'ADMIN' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/managers/request-two-factor-code',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const delivered = smtp.received.find((m) => m.to.includes(`<${user.email}>`))!.data;
    const code = delivered.match(/sign-in code: (\d{6})/)?.[1];
    expect(code).toBeTruthy();

    const stored = await storedFor(user.email);
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(stored.subject).toContain('sign-in code: [removed after sending]');

    // The admin's outbox shows the copy, not the code.
    const listed = await t.app.inject({
      url: `/api/outbox?to=${encodeURIComponent(user.email)}`,
      headers: bearer(token),
    });
    expect(listed.body).not.toContain(code);
  });

  it('delivers, once, an e-mail stored in a transaction, by the mail.deliver job sent in it', async () => {
    const mailer = createSmtpMailer({
      db: t.database.db,
      url: `smtp://127.0.0.1:${smtp.port}`,
      from: 'lab@example.test',
    });
    const to = 'later@example.test';
    const outboxId = await t.database.db.transaction(async (tx) => {
      const id = await mailer.store({ to, subject: 'Your scans will be removed', text: 'Download them first' }, tx);
      await tx.insert(jobs).values({ type: JOB_TYPES.deliverMail, payload: { outboxId: id } });
      return id;
    });
    const deliveredTo = () => smtp.received.filter((m) => m.to.includes(`<${to}>`));
    const deadline = Date.now() + 20_000;
    while ((await storedFor(to)).status !== 'SENT') {
      if (Date.now() > deadline) throw new Error(`the e-mail is ${(await storedFor(to)).status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(deliveredTo()).toHaveLength(1);
    expect(readable(deliveredTo()[0]!.data)).toContain('Download them first');
    // Run again (a retried job): a delivered message is not sent twice.
    await mailer.deliver(outboxId);
    expect(deliveredTo()).toHaveLength(1);
    mailer.close();
  });

  it('keeps the secret of a failed delivery until it expires, then scrubs it', async () => {
    const mailer = createSmtpMailer({
      db: t.database.db,
      url: `smtp://127.0.0.1:${smtp.port}`,
      from: 'lab@example.test',
    });
    const expiresAt = new Date(Date.now() + hour);
    await mailer.send({
      to: 'nobody@refuse.test',
      subject: 'Your link',
      text: 'Open /password-reset?token=failed-secret-token',
      secrets: { values: ['failed-secret-token'], expiresAt },
    });
    mailer.close();
    const failed = await storedFor('nobody@refuse.test');
    expect(failed.status).toBe('FAILED');
    expect(failed.text).toContain('failed-secret-token');

    expect(await scrubExpiredSecrets({ db: t.database.db, now: new Date(expiresAt.getTime() - 1000) })).toBe(0);
    expect(await scrubExpiredSecrets({ db: t.database.db, now: new Date(expiresAt.getTime() + 1000) })).toBe(1);
    const scrubbed = await storedFor('nobody@refuse.test');
    expect(JSON.stringify(scrubbed)).not.toContain('failed-secret-token');
    expect(scrubbed.text).toBe('Open /password-reset?token=[removed: expired]');
  });
});

describe('secrets in the outbox-only default', () => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    adminToken = (await buildUser(t.database.db, { config: t.config, role: 'ADMIN' })).token;
  });
  afterAll(() => t.close());

  const listFor = async (to: string) => {
    const res = await t.app.inject({ url: `/api/outbox?to=${encodeURIComponent(to)}`, headers: bearer(adminToken) });
    expect(res.statusCode).toBe(200);
    return res.json().emails as Array<{ subject: string; text: string; html: string | null }>;
  };

  it('shows a reset link while it works (the outbox is how it is read), and scrubs the stored copy once expired', async () => {
    const { user } = await buildUser(t.database.db, { config: t.config });
    await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: user.email } });
    const [mail] = await listFor(user.email);
    const token = mail?.text.match(/\/password-reset\?token=([\w-]{20,})/)?.[1];
    expect(token).toBeTruthy();
    expect(mail?.html).toContain(token);

    // A reset link lasts an hour.
    expect(await scrubExpiredSecrets({ db: t.database.db, now: new Date(Date.now() + hour - 60_000) })).toBe(0);
    expect(await scrubExpiredSecrets({ db: t.database.db, now: new Date(Date.now() + hour + 60_000) })).toBe(1);
    const [row] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, user.email));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row?.text).toContain('/password-reset?token=[removed: expired]');
    expect(row?.secrets).toBeNull();
    expect((await listFor(user.email))[0]?.text).not.toContain(token);
  });

  it('never shows a secret past its expiry, even before the sweep has run', async () => {
    await createOutboxMailer(t.database.db).send({
      to: 'late@example.test',
      subject: 'Code 424242',
      text: 'Your code is 424242.',
      html: '<b>424242</b>',
      secrets: { values: ['424242'], expiresAt: new Date(Date.now() - 1000) },
    });
    const [mail] = await listFor('late@example.test');
    expect(mail).toMatchObject({
      subject: 'Code [removed: expired]',
      text: 'Your code is [removed: expired].',
      html: '<b>[removed: expired]</b>',
    });
  });

  it('scrubs expired secrets on its own: the app sweeps when it starts', async () => {
    const database = await createTestDatabase();
    await createOutboxMailer(database.db).send({
      to: 'swept@example.test',
      subject: 'Link',
      text: 'token=expired-before-start',
      secrets: { values: ['expired-before-start'], expiresAt: new Date(Date.now() - 1000) },
    });
    const app = await buildApp({ config: t.config, database, logger: false });
    try {
      await app.ready();
      await expect
        .poll(async () => (await database.db.select().from(outboxEmails))[0]?.text, { timeout: 5000 })
        .toBe('token=[removed: expired]');
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('the scrub of expired secrets as a recurring job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ JOB_POLL_MS: '50' });
  });
  afterAll(() => t.close());

  it('is scheduled every minute on the queue, and its run scrubs what has expired', async () => {
    const [schedule] = await t.database.db
      .select()
      .from(jobSchedules)
      .where(eq(jobSchedules.name, JOB_TYPES.scrubMailSecrets));
    expect(schedule).toMatchObject({ type: JOB_TYPES.scrubMailSecrets, everySeconds: 60 });

    await createOutboxMailer(t.database.db).send({
      to: 'expired@example.test',
      subject: 'Your code',
      text: 'Your code is expired-code-123456',
      secrets: { values: ['expired-code-123456'], expiresAt: new Date(Date.now() - 1000) },
    });
    const [job] = await t.database.db
      .insert(jobs)
      .values({ type: JOB_TYPES.scrubMailSecrets, payload: {} })
      .returning({ id: jobs.id });
    await expect
      .poll(async () => (await t.database.db.select().from(jobs).where(eq(jobs.id, job!.id)))[0]?.state, {
        timeout: 15_000,
      })
      .toBe('completed');
    const [row] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'expired@example.test'));
    expect(row?.text).toBe('Your code is [removed: expired]');
  });
});
