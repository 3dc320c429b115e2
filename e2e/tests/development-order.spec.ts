import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { apiToken, logInThroughForm } from '../support/demo.js';
import { outboxSubjects } from '../support/outbox.js';
import { payWithCard } from '../support/shop.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PASSWORD = 'silver-halide-42';

/** Ticks a checkbox from the keyboard (the sticky header may cover it where a click would land). */
async function tick(box: ReturnType<Page['getByRole']>) {
  await box.focus();
  await box.press('Space');
  await expect(box).toBeChecked();
}

async function rollGroup(page: Page, n: number) {
  const group = page.getByRole('group', { name: new RegExp(`^Roll ${n}`) });
  await expect(group).toBeVisible();
  return group;
}

// A new member's first order: three rolls with add-ons and a prepaid label, the label downloaded,
// paid by card; the lab receives it, finds an extra roll in the box and invoices it; the customer
// pays the difference; the lab develops and scans; the customer follows every step and the e-mails.
test('a new member’s first development order, from placing it to scans ready, with an extra roll invoiced', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = `first-roll-${Date.now()}@example.com`;
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Ansel');
  await page.getByLabel('Last name').fill('Adams');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/complete-user-details$/);
  await page.getByLabel('Phone').fill('+1 718 555 0199');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/onboarding\/rolls$/);

  // The label is sent from a saved address (tax is taken from it too).
  const token = await apiToken(request, email, PASSWORD);
  const current = await request.get('/api/auth/current-user', { headers: { authorization: `Bearer ${token}` } });
  const userId = ((await current.json()) as { id: number }).id;
  const address = await request.post(`/api/users/${userId}/address`, {
    headers: { authorization: `Bearer ${token}` },
    data: { address1: '214 Kent Ave', city: 'Brooklyn', state: 'NY', zip: '11249' },
  });
  expect(address.status()).toBe(201);
  await page.reload();

  // Three rolls with add-ons.
  await page.getByRole('combobox', { name: 'Film stock of roll 1' }).fill('Kodak Portra 400');
  await page.keyboard.press('Escape');
  await tick((await rollGroup(page, 1)).getByRole('checkbox', { name: 'Rush' }));
  await page.getByRole('button', { name: 'Add a roll' }).click();
  const second = await rollGroup(page, 2);
  await page.getByRole('combobox', { name: 'Film stock of roll 2' }).fill('Ilford HP5 Plus 400');
  await second.getByRole('combobox', { name: 'Process' }).selectOption('BW');
  await second.getByRole('combobox', { name: 'Push / pull' }).selectOption('1');
  await page.getByRole('button', { name: 'Add a roll' }).click();
  const third = await rollGroup(page, 3);
  await page.getByRole('combobox', { name: 'Film stock of roll 3' }).fill('Kodak Ektar 100');
  await third.getByRole('combobox', { name: 'Scans' }).selectOption('STANDARD_4K');
  await page.keyboard.press('Escape');
  await tick(third.getByRole('checkbox', { name: '4x6 prints' }));
  await page.getByRole('radio', { name: 'Prepaid shipping label' }).check();
  await expect(page.getByRole('group', { name: 'Address' }).getByRole('radio', { name: /214 Kent Ave/ })).toBeChecked();
  await page.getByRole('button', { name: 'Place order' }).click();
  // The label is bought as the order is placed: a carrier call (the local one draws it).
  await expect(page).toHaveURL(new RegExp(`/users/${userId}/orders/\\d+/summary$`), { timeout: 30_000 });
  const orderId = /\/orders\/(\d+)\/summary$/.exec(page.url())![1]!;
  await expect(page.getByRole('cell', { name: 'Waiting for your film' })).toHaveCount(3);

  // The prepaid label downloads as a PNG.
  await expect(page.getByText(/FedEx Ground · tracking \d{12}/)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download label' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`label-order-10${orderId}.png`);
  expect((await readFile((await download.path())!)).subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);

  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('Status: PAID')).toBeVisible();

  // The lab, in its own browser session.
  const lab = await (await browser.newContext()).newPage();
  await lab.goto('/login');
  await logInThroughForm(lab, 'admin@demo.test');
  await expect(lab).not.toHaveURL(/\/login/);
  await lab.goto(`/admin/users/${userId}/orders/${orderId}/summary`);
  await lab.getByRole('button', { name: 'Receive order' }).click();
  await expect(lab.getByRole('cell', { name: /^Received/ })).toHaveCount(3);

  // The customer sees the film arrived and when it should be ready.
  await page.reload();
  await expect(page.getByRole('cell', { name: /^Received · ready by / })).toHaveCount(3);
  await expect(page.getByText(/Estimated ready:/)).toBeVisible();

  // A fourth roll was in the box: staff add it, and the paid order is invoiced the difference.
  const adjust = lab.getByRole('region', { name: 'Adjust order' });
  await adjust.getByRole('button', { name: 'Add a roll' }).click();
  await adjust.getByRole('combobox', { name: 'Film stock of roll 4' }).fill('Fujifilm Superia 400');
  await adjust.getByRole('button', { name: 'Add roll to order' }).click();
  await expect(adjust.getByText(/The customer was sent an invoice for the difference of \$\d+\.\d\d/)).toBeVisible();
  await expect(lab.getByText('Status: INVOICED')).toBeVisible();

  // The customer pays the difference from the summary with the test card.
  await page.reload();
  await expect(page.getByText('Due now')).toBeVisible();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('Status: PAID')).toBeVisible();

  // The lab develops and scans every roll, and publishes the scans.
  await lab.reload();
  await lab.getByRole('button', { name: 'Receive order' }).click();
  await expect(lab.getByRole('cell', { name: /^Received/ })).toHaveCount(4);
  await lab.getByRole('button', { name: 'Mark developed' }).click();
  await expect(lab.getByRole('cell', { name: /^Developed/ })).toHaveCount(4);
  await lab.getByRole('button', { name: 'Mark scanned' }).click();
  await expect(lab.getByRole('cell', { name: 'Scanned' })).toHaveCount(4);
  await page.reload();
  await expect(page.getByRole('cell', { name: 'Scanned' })).toHaveCount(4);
  await lab.getByRole('button', { name: 'Mark synced' }).click();
  await expect(lab.getByRole('cell', { name: 'Synced to the library' })).toHaveCount(4);
  await page.reload();
  await expect(page.getByRole('cell', { name: 'Ready to view' })).toHaveCount(4);

  // The e-mails are sent by jobs once their change commits (scans ready after the last roll is synced):
  // read the outbox until they are all there.
  await expect
    .poll(() => outboxSubjects(request, email), { timeout: 20_000 })
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^Order 10${orderId} placed`)),
        expect.stringMatching(/^Your film arrived/),
        `Invoice for the difference on order 10${orderId}`,
        `Your scans are ready (order 10${orderId})`,
      ]),
    );
});
