import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpStandIn } from '../../test/smtp-stand-in.js';
import { bearer, buildUser } from '../../test/factories.js';
import { LAB_IDENTITY } from '../../test/rows-lab.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { mailsTo, onlyMailTo } from '../receipts/receipt-test-helpers.js';

const RENAMED = {
  ...LAB_IDENTITY,
  name: 'Silver Salt',
  contactEmail: 'hi@silversalt.test',
  publicUrl: 'https://silversalt.example',
};

describe('e-mails sign with the lab’s identity as staff set it', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    t = await createTestApp({
      JOB_POLL_MS: '50',
      LAB_NAME: 'Film Lab',
      CONTACT_EMAIL: 'hello@filmlab.local',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      TWO_FACTOR: 'off',
    });
    const { token } = await buildUser(t.database.db, { config: t.config, role: 'ADMIN' });
    const put = await t.app.inject({ method: 'PUT', url: '/api/lab', headers: bearer(token), payload: RENAMED });
    expect(put.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('welcomes with the new name and links to the lab’s own address', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'ada@example.test', password: 'film is not dead 35mm', firstName: 'Ada', lastName: 'L' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await onlyMailTo(t, 'ada@example.test', /^Welcome/);
    expect(mail.subject).toBe('Welcome to Silver Salt');
    expect(mail.text).toContain('https://silversalt.example/onboarding/rolls');
    expect(mail.text.trimEnd().endsWith('Silver Salt')).toBe(true);
    expect(mail.text).not.toContain('Film Lab');
  });

  it('a password reset names the lab, links to its address, and is sent as the lab from its contact address', async () => {
    await buildUser(t.database.db, { config: t.config, email: 'grace@example.test', firstName: 'Grace' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: 'grace@example.test' },
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailsTo(t, 'grace@example.test', /^Reset/);
    expect(mail!.subject).toBe('Reset your Silver Salt password');
    expect(mail!.text).toContain('https://silversalt.example/password-reset?token=');
    await expect.poll(() => smtp.received.find((m) => m.to.includes('<grace@example.test>'))).toBeTruthy();
    const sent = smtp.received.find((m) => m.to.includes('<grace@example.test>'))!;
    expect(sent.from).toBe('<hi@silversalt.test>');
    expect(sent.data).toMatch(/^From: "?Silver Salt"? <hi@silversalt\.test>/m);
  });
});
