import { expect, test } from '@playwright/test';
import { logInThroughForm, openPage } from '../support/demo.js';
import { payWithCard } from '../support/shop.js';

// A logged-in member checks out at their own checkout: the server charges the member price,
// ships to their primary address, taxes it there and applies a shop promo code.
test('a member checks out at their own checkout and pays the member price', async ({ page }) => {
  await page.goto('/login');
  await logInThroughForm(page, 'customer@demo.test');
  await expect(page).toHaveURL(/\/users\/\d+/);
  const userId = /\/users\/(\d+)/.exec(page.url())?.[1];

  await openPage(page, '/products/Kodak-Portra-400-35mm-36exp');
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await page.getByRole('dialog', { name: 'Your Cart (1)' }).getByRole('link', { name: 'Check Out' }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${userId}/checkout$`));

  const summary = page.getByRole('region', { name: /^Order \d+$/ });
  await expect(summary.getByRole('listitem').filter({ hasText: 'Kodak Portra 400' })).toContainText('$14.99');
  // The primary address is chosen to start with, and the tax follows it.
  await expect(page.getByRole('radio', { name: /Brooklyn, NY 11249/ })).toBeChecked();
  await expect(page.getByTestId('tax-line')).toContainText(/\d+\.\d{2,3}%/);

  // A promo code for shop products: the server applies it and reprices the order.
  const before = await page.getByTestId('order-total').innerText();
  await page.getByLabel('Promo code').fill('FILM15');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(/Code FILM15 applied/)).toBeVisible();
  await expect(summary.getByText('Discount (FILM15)')).toBeVisible();
  await expect(page.getByTestId('order-total')).not.toHaveText(before);

  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const id = /\/orders\/(\d+)$/.exec(page.url())?.[1];
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Your order is in · 10${id}`);
});
