import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, logInThroughForm } from '../support/demo.js';
import { startOwnServer, type OwnServer } from '../support/own-server.js';
import { startSmtpCatcher, type CaughtMail } from '../support/smtp-catcher.js';

// Staff two-factor as an admin meets it. The shared e2e server has no SMTP (two-factor off), so this
// spec starts its own server, with e-mail going out by SMTP to a mailbox the test reads: two-factor is
// then on by default, as it is for a lab that sends real e-mail. The code is read from that mailbox:
// only a verified admin may read the outbox, so a session that owes a code cannot read its own.

/** The six digits of the newest sign-in code e-mailed to `to`. */
async function codeFor(mails: CaughtMail[], to: string, after: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => {
      const mail = mails.slice(after).findLast((m) => m.to.includes(to) && /sign-in code: \d{6}/.test(m.data));
      code = mail?.data.match(/sign-in code: (\d{6})/)?.[1];
      return code;
    })
    .toBeDefined();
  return code!;
}

test.describe('staff two-factor', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  let server: OwnServer;
  let base = '';
  let mailbox: Awaited<ReturnType<typeof startSmtpCatcher>>;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    mailbox = await startSmtpCatcher();
    server = await startOwnServer({ SMTP_URL: mailbox.url });
    base = server.base;
  });

  test.afterAll(async () => {
    test.setTimeout(30_000);
    await server?.stop();
    await mailbox?.close();
  });

  test('is on by default when e-mail goes out by SMTP, so the server says nothing about it being off', () => {
    expect(server.output()).toContain('is running at');
    expect(server.output()).not.toContain('two-factor is off');
  });

  test('an admin enters the e-mailed code before any admin page or admin API call', async ({ page, request }) => {
    const sent = mailbox.mails.length;
    await page.goto(`${base}/login`);
    await logInThroughForm(page, 'admin@demo.test');

    // The code screen, with its code already on the way.
    await expect(page.getByRole('heading', { name: 'Check Your E-mail' })).toBeVisible();
    await expect(page).toHaveURL(/\/two-factor\?redirect=/);
    const input = page.getByLabel('Six-digit code');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    const code = await codeFor(mailbox.mails, 'admin@demo.test', sent);

    // Before the code, the browser's session can do nothing admin-only.
    const token = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('filmlab.session') ?? '{}') as { state?: { token?: string } }).state?.token,
    );
    expect(token).toBeTruthy();
    const early = await request.get(`${base}/api/outbox?to=admin@demo.test`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(early.status()).toBe(403);
    expect(await early.json()).toEqual({
      message: 'Please enter the six-digit code we e-mailed you to continue.',
      errors: ['twoFactor: required'],
    });
    // Opening an admin page directly comes back to the code screen.
    await page.goto(`${base}/admin/orders`);
    await expect(page).toHaveURL(/\/two-factor\?redirect=%2Fadmin%2Forders$/);

    // A wrong code is refused in words.
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await input.fill(wrong);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Code is incorrect')).toBeVisible();

    await input.fill(code);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();

    // Now the same session reads the outbox: it keeps the mail, but the code is scrubbed once the
    // mail went out by SMTP (no readable secrets), a moment after delivery.
    const subjects = async () => {
      const outbox = await request.get(`${base}/api/outbox?to=admin@demo.test`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(outbox.status()).toBe(200);
      const { emails } = (await outbox.json()) as { emails: Array<{ subject: string; status: string }> };
      return emails.map((e) => e.subject);
    };
    await expect.poll(subjects, { timeout: 10_000 }).toContain('Your Film Lab sign-in code: [removed after sending]');
    expect((await subjects()).join('\n')).not.toContain(code);
  });

  test('a second login of the same admin must enter a code again', async ({ request }) => {
    const login = await request.post(`${base}/api/auth/login`, {
      data: { email: 'admin@demo.test', password: DEMO_PASSWORD },
    });
    expect(await login.json()).toMatchObject({ role: 'ADMIN', twoFactorRequired: true });
    const token = login.headers()['authorization'];
    const users = await request.get(`${base}/api/users`, { headers: { authorization: `Bearer ${token}` } });
    expect(users.status()).toBe(403);
  });
});
