import { expect, type Page } from '@playwright/test';
import { openPage } from './demo.js';

/** Opens a product from its collection, steps the quantity up to `quantity` and adds it to the cart. */
export async function addFromCollection(page: Page, collection: string, product: string, quantity = 1) {
  // The server sends the page with its products; clicks wait until the app runs in it.
  await openPage(page, `/collections/${collection}`);
  await page.getByRole('link', { name: product }).click();
  await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();
  const stepper = page.getByRole('group', { name: 'Quantity' });
  for (let q = 1; q < quantity; q += 1) await stepper.getByRole('button', { name: 'Increase' }).click();
  await expect(stepper.locator('output')).toHaveText(String(quantity));
  await page.getByRole('button', { name: 'Add To Cart' }).click();
}

/** The guest checkout's contact and address step. */
export async function fillGuestDetails(page: Page) {
  await page.getByLabel('E-mail').fill('sam.guest@example.com');
  await page.getByLabel('Full name').fill('Sam Guest');
  await page.getByPlaceholder('Address (start typing and select from list)').fill('350 5th Ave, New York, NY 10118');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Save Address' }).click();
}

/** Types a test card and pays. */
export async function payWithCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}
