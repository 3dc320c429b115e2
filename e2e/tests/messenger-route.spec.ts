import { expect, test as base } from '@playwright/test';
import { logInThroughForm, openPage } from '../support/demo.js';
import { outboxMail } from '../support/outbox.js';
import { startOwnServer, type OwnServer } from '../support/own-server.js';
import { startTwilioStandIn } from '../support/twilio-stand-in.js';

// A courier's morning on a phone. The demo messenger logs in and lands on today's route (the demo
// seed puts the demo customer first and the partner shop's bag second), tells the first customer
// they are on the way, marks that stop collected (so the partner shop is told next), and answers
// the shop's stop "no one home" from the keyboard. Texts go out through Twilio's API (a stand-in
// here), and the outbox keeps every notice.
//
// Closing stops changes the demo route, so each run has a server of its own on a fresh database
// (a run never meets a route an earlier run walked), set to send texts by Twilio.

const SID = `AC${'e2e0'.repeat(8)}`;
const TOKEN = 'e2e-twilio-token';

const test = base.extend<{ twilio: Awaited<ReturnType<typeof startTwilioStandIn>>; server: OwnServer }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  twilio: async ({}, use) => {
    const twilio = await startTwilioStandIn(SID, TOKEN);
    await use(twilio);
    await twilio.close();
  },
  server: [
    async ({ twilio }, use) => {
      const server = await startOwnServer({
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: SID,
        TWILIO_AUTH_TOKEN: TOKEN,
        TWILIO_FROM: '+12125550199',
        TWILIO_API_URL: twilio.url,
      });
      await use(server);
      await server.stop();
    },
    { timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => use(server.base),
});

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const ON_THE_WAY = 'Your courier is on the way';

test('a messenger works today’s route on a phone and each next customer is told', async ({ page, request, twilio }) => {
  await openPage(page, '/login');
  await logInThroughForm(page, 'messenger@demo.test');
  await expect(page).toHaveURL(/\/messenger$/);
  await expect(page.getByRole('heading', { name: 'Today’s route' })).toBeVisible();
  await expect(page.getByText('2 of 2 stops to go.')).toBeVisible();

  const first = page.getByRole('listitem', { name: 'Stop 1: Maya Chen' });
  const second = page.getByRole('listitem', { name: 'Stop 2: Victor Reyes' });
  await expect(first).toContainText('Three rolls in a padded envelope');
  await expect(first.getByRole('link', { name: 'Open in map' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/search\?query=/,
  );
  await expect(second).toContainText('No address on file: call the customer.');
  await expect(second.getByRole('link', { name: 'Call (718) 555-0134' })).toHaveAttribute('href', /^tel:/);

  // Big enough to hit with a thumb, and the page does not scroll sideways.
  const collected = first.getByRole('button', { name: 'Collected' });
  expect((await collected.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // On the way to the first stop: its customer is e-mailed and texted, once.
  await page.getByRole('button', { name: 'Tell the next customer I’m on my way' }).tap();
  await expect(page.getByText('The next customer is told you are on the way.')).toBeVisible();
  await expect.poll(() => twilio.texts.map((text) => text.form.To)).toEqual(['+17185550123']);
  expect(twilio.texts[0]).toMatchObject({ authorized: true, form: { From: '+12125550199' } });
  expect(twilio.texts[0]!.form.Body).toMatch(/^Hi Maya, your .+ courier is on the way at /);
  expect((await outboxMail(request, 'customer@demo.test')).map((mail) => mail.subject)).toContain(ON_THE_WAY);

  await collected.tap();
  await expect(first.getByText('Collected', { exact: true })).toBeVisible();
  await expect(first.getByRole('button')).toHaveCount(0);
  await expect(page.getByText('1 of 2 stops to go.')).toBeVisible();
  // The partner shop is next: told by e-mail and by text, and the outbox keeps the text as sent.
  await expect.poll(() => twilio.texts.map((text) => text.form.To)).toEqual(['+17185550123', '+17185550134']);
  await expect
    .poll(async () => (await outboxMail(request, 'vendor@demo.test')).filter((mail) => mail.subject === ON_THE_WAY))
    .toHaveLength(1);
  expect(await outboxMail(request, 'sms:+17185550134')).toEqual([
    expect.objectContaining({ subject: 'Text message', text: twilio.texts[1]!.form.Body }),
  ]);

  // The focus has moved on to the shop's stop: from there, the keyboard alone answers it.
  await expect(second.getByRole('heading', { name: 'Stop 2: Victor Reyes' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(second.getByRole('link', { name: 'Call (718) 555-0134' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(second.getByRole('button', { name: 'No one home' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(second.getByText('No one home', { exact: true })).toBeVisible();
  await expect(page.getByText('0 of 2 stops to go.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tell the next customer I’m on my way' })).toHaveCount(0);
  // Nobody is left to tell.
  expect(twilio.texts).toHaveLength(2);
});
