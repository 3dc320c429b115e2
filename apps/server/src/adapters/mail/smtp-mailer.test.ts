import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { outboxEmails } from '../../db/schema/mail.js';
import { startSmtpStandIn as startSmtp } from '../../test/smtp-stand-in.js';
import { createTestDatabase } from '../../test/test-database.js';
import { createMailer } from './create-mailer.js';
import { createSmtpMailer } from './smtp-mailer.js';

describe('SMTP mailer', () => {
  let database: Database;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await database.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('writes the message to the outbox, delivers it, then marks it SENT', async () => {
    const mailer = createSmtpMailer({
      db: database.db,
      url: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Film Lab <lab@example.test>',
    });
    await mailer.send({
      to: 'ansel@example.test',
      subject: 'Your scans are ready',
      text: 'Roll 12 is up.',
      html: '<p>Roll 12 is up.</p>',
    });
    mailer.close();

    const message = smtp.received.at(-1)!;
    expect(message.from).toBe('<lab@example.test>');
    expect(message.to).toEqual(['<ansel@example.test>']);
    expect(message.data).toContain('Subject: Your scans are ready');
    expect(message.data).toContain('Roll 12 is up.');

    const rows = await database.db.select().from(outboxEmails);
    const row = rows.find((r) => r.to === 'ansel@example.test')!;
    expect(row).toMatchObject({
      status: 'SENT',
      error: null,
      subject: 'Your scans are ready',
      html: '<p>Roll 12 is up.</p>',
    });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('keeps a refused message in the outbox as FAILED with the server’s answer', async () => {
    const failures: number[] = [];
    const mailer = createSmtpMailer({
      db: database.db,
      url: `smtp://127.0.0.1:${smtp.port}`,
      from: 'lab@example.test',
      onError: (_error, id) => failures.push(id),
    });
    await mailer.send({ to: 'nobody@refuse.test', subject: 'Hello', text: 'Hi' });
    mailer.close();
    const row = (await database.db.select().from(outboxEmails)).find((r) => r.to === 'nobody@refuse.test')!;
    expect(row.status).toBe('FAILED');
    expect(row.error).toMatch(/550/);
    expect(row.sentAt).toBeNull();
    expect(failures).toEqual([row.id]);
  });

  it('keeps the message when the server cannot be reached at all', async () => {
    const closed = await startSmtp();
    const port = closed.port;
    await new Promise<void>((resolve) => closed.server.close(() => resolve()));
    const mailer = createSmtpMailer({ db: database.db, url: `smtp://127.0.0.1:${port}`, from: 'lab@example.test' });
    await mailer.send({ to: 'offline@example.test', subject: 'Hello', text: 'Hi' });
    mailer.close();
    const row = (await database.db.select().from(outboxEmails)).find((r) => r.to === 'offline@example.test')!;
    expect(row).toMatchObject({ status: 'FAILED' });
    expect(row.error).toMatch(/ECONNREFUSED|connect/i);
  });

  it('is chosen by SMTP_URL, and the outbox is the default', async () => {
    const base = { DATA_DIR: '/tmp/unused', AUTH_SECRET: 'x' };
    const outbox = createMailer(loadConfig(base), database.db);
    await outbox.send({ to: 'stored@example.test', subject: 'Kept', text: 'Only stored' });
    const stored = (await database.db.select().from(outboxEmails)).find((r) => r.to === 'stored@example.test')!;
    expect(stored.status).toBe('STORED');

    const smtpMailer = createMailer(loadConfig({ ...base, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }), database.db);
    await smtpMailer.send({ to: 'via-config@example.test', subject: 'Sent', text: 'Delivered' });
    expect(smtp.received.at(-1)?.to).toEqual(['<via-config@example.test>']);
  });
});
