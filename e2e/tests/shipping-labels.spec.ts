import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { logInThroughForm } from '../support/demo.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function placeOrder(page: Page, userId: string, inbound: string) {
  await page.goto(`/users/${userId}/orders/new/rolls`);
  await page.getByRole('combobox', { name: 'Film stock of roll 1' }).fill('Kodak Portra 400');
  await page.getByRole('radio', { name: inbound }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${userId}/orders/\\d+/summary$`));
  return /\/orders\/(\d+)\/summary$/.exec(page.url())![1]!;
}

async function expectPngDownload(page: Page, click: () => Promise<void>, name: RegExp) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  expect(download.suggestedFilename()).toMatch(name);
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
}

// A member orders with a prepaid FedEx label and downloads it from the summary, then asks for the
// free USPS label for an order they ship themselves, from the avatar menu.
test('a member downloads the prepaid label of a new order and the free USPS label of another', async ({ page }) => {
  await page.goto('/login');
  await logInThroughForm(page, 'customer@demo.test');
  await expect(page).toHaveURL(/\/users\/\d+/);
  const userId = /\/users\/(\d+)/.exec(page.url())![1]!;

  const labelled = await placeOrder(page, userId, 'Prepaid shipping label');
  await expect(page.getByText(/FedEx Ground · tracking \d{12}/)).toBeVisible();
  await expectPngDownload(
    page,
    () => page.getByRole('link', { name: 'Download label' }).click(),
    new RegExp(`^label-order-10${labelled}\\.png$`),
  );

  const shipYourself = await placeOrder(page, userId, 'Ship it yourself');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Request USPS Shipping Label' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request USPS Shipping Label' });
  const orderChoice = dialog.getByRole('combobox', { name: 'Order' });
  // The order with a prepaid label is not offered.
  await expect(orderChoice.locator(`option[value="${labelled}"]`)).toHaveCount(0);
  await orderChoice.selectOption(shipYourself);
  await expect(dialog.getByRole('combobox', { name: 'Return address' })).toContainText('214 Kent Ave');
  await expectPngDownload(
    page,
    () => dialog.getByRole('button', { name: 'Get Label' }).click(),
    new RegExp(`^label-order-10${shipYourself}\\.png$`),
  );
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.goto(`/users/${userId}/orders/${shipYourself}/summary`);
  await expect(page.getByText(/USPS First.* · tracking 92\d{20}/)).toBeVisible();
});
