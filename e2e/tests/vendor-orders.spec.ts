import { expect, test } from '@playwright/test';
import { logInThroughForm } from '../support/demo.js';
import { outboxMail } from '../support/outbox.js';

test('a vendor creates an order for a walk-in customer, who claims it from the e-mailed link', async ({
  page,
  request,
}) => {
  const email = `walk-in-${Date.now().toString(36)}@example.test`;

  await page.goto('/login');
  await logInThroughForm(page, 'vendor@demo.test');
  await expect(page).toHaveURL(/\/vendor-orders$/);
  await expect(page.getByRole('heading', { name: 'Vendor orders', level: 1 })).toBeVisible();

  // The walk-in customer and two rolls.
  const form = page.getByRole('form', { name: 'New order for a walk-in customer' });
  await form.getByLabel('First name').fill('Rosa');
  await form.getByLabel('Last name').fill('Parks');
  await form.getByLabel(/^E-mail/).fill(email);
  await form.getByLabel('Roll 1 film').fill('HP5 Plus');
  await form.getByLabel('Roll 1 process').selectOption('BW');
  await form.getByRole('button', { name: 'Add a roll' }).click();
  await form.getByLabel('Roll 2 film').fill('Portra 400');
  await form.getByLabel('Roll 2 format').selectOption('120');
  await form.getByRole('button', { name: 'Create order' }).click();
  const done = form.getByText(/Order 10\d+ is in\. We e-mailed/);
  await expect(done).toContainText(email);
  const number = /Order (10\d+)/.exec((await done.textContent()) ?? '')![1]!;

  // It is listed, not claimed yet, with an ETA; it goes on the bag's manifest.
  const row = page.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('Rosa Parks');
  await expect(row).toContainText('Not claimed yet');
  await expect(row).toContainText('2 ·');
  const box = row.getByRole('checkbox', { name: `Add order ${number} to the manifest` });
  await box.focus();
  await box.press('Space');
  const manifest = page.getByRole('region', { name: 'Batch manifest' });
  await expect(manifest).toContainText('1 order, 2 rolls');
  await expect(manifest).toContainText('HP5 Plus');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Vendor orders', level: 1 })).toBeHidden();
  await expect(manifest).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // The claim e-mail is in the outbox; its link attaches the order to a new account.
  const [claimMail] = await outboxMail(request, email);
  expect(claimMail?.subject).toMatch(new RegExp(`^Claim your order ${number} at `));
  const link = /https?:\/\/\S+\/claim-order\?token=\S+/.exec(claimMail!.text)![0];
  const claim = new URL(link);
  await page.goto(`${claim.pathname}${claim.search}`);
  await page.getByRole('button', { name: 'Claim my order' }).click();
  await expect(page.getByText(`Order ${number} is yours`)).toBeVisible();
  await expect(page.getByText(/e-mailed you a link to choose your password/)).toBeVisible();
  const subjects = (await outboxMail(request, email)).map((mail) => mail.subject);
  expect(subjects[0]).toMatch(/account is ready/);
});
