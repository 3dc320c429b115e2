import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs.js';
import { JOB_TYPES } from '../../jobs/job-types.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { mailsTo, onlyMailTo } from './receipt-test-helpers.js';

describe('the welcome e-mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ JOB_POLL_MS: '50', LAB_NAME: 'Silver <Salt> Lab' });
  });
  afterAll(() => t.close());

  const signup = (email: string, firstName = 'Ada') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password: 'film is not dead 35mm', firstName, lastName: 'Lovelace' },
    });

  it('welcomes a new account once, with what to do next and the link to start the first order', async () => {
    const res = await signup('ada@example.test');
    expect(res.statusCode, res.body).toBe(201);
    const mail = await onlyMailTo(t, 'ada@example.test', /^Welcome/);
    expect(mail.subject).toBe('Welcome to Silver <Salt> Lab');
    expect(mail.text).toContain('Hi Ada,');
    expect(mail.text).toContain('Start your first order');
    expect(mail.text).toContain(`Start your first order: ${t.config.publicUrl}/onboarding/rolls`);
    expect(mail.html).toContain(`<a href="${t.config.publicUrl}/onboarding/rolls">Start your first order</a>`);
    expect(mail.html).toContain('Silver &lt;Salt&gt; Lab');
    expect(mail.html).not.toContain('<Salt>');

    // Its job run again welcomes no one twice.
    await t.database.db.insert(jobs).values({ type: JOB_TYPES.sendWelcome, payload: { userId: res.json().id } });
    expect(await mailsTo(t, 'ada@example.test', /^Welcome/)).toHaveLength(1);
  });

  it('sends nothing for a sign-up that is refused', async () => {
    expect((await signup('grace@example.test', 'Grace')).statusCode).toBe(201);
    expect((await signup('GRACE@example.test', 'Grace')).statusCode).toBe(409);
    expect(await mailsTo(t, 'grace@example.test', /^Welcome/)).toHaveLength(1);
  });
});
