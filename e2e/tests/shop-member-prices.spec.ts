import { expect, test } from '@playwright/test';
import { logInThroughForm, openPage } from '../support/demo.js';

// The demo customer is an active Nice member: the shop shows and the cart charges member prices,
// and a cart filled before logging in becomes theirs.
test('a member sees member prices and keeps the cart made before logging in', async ({ page }) => {
  // The server sends the page with its products; a click waits until the app runs in it.
  await openPage(page, '/products/Kodak-Gold-200-35mm-36exp');
  // The first page of the run: the server may still be making the demo rolls' thumbnails.
  await expect(page.getByTestId('price').first()).toHaveText('$10.99', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Your Cart (1)' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/login');
  await logInThroughForm(page, 'customer@demo.test');
  await expect(page).toHaveURL(/\/users\/\d+/);

  await openPage(page, '/products/Kodak-Portra-400-35mm-36exp');
  const price = page.getByTestId('price').first();
  await expect(price).toContainText('$14.99');
  await expect(price).toContainText('$16.99');
  await expect(price).toContainText('Member price');
  await expect(page.getByRole('link', { name: /Join & Pay/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add To Cart' }).click();
  const panel = page.getByRole('dialog', { name: 'Your Cart (2)' });
  // The line added as a visitor now shows the member's price too.
  await expect(panel.getByRole('listitem').filter({ hasText: 'Kodak Gold 200' })).toContainText('$9.49');
  await expect(panel.getByText('$14.99')).toBeVisible();
  const owner = await page.evaluate(
    () => JSON.parse(localStorage.getItem('filmlab.cart') ?? '{}').state?.cart?.customerId,
  );
  expect(owner).toEqual(expect.any(Number));
});

test('a members-only product shows its banner and stays out of a visitor cart', async ({ page }) => {
  await openPage(page, '/products/CineStill-400D-35mm-36exp');
  await expect(page.getByRole('complementary', { name: 'Members only' })).toContainText('Members Only');
  await expect(page.getByRole('link', { name: /access sooner/ })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('button', { name: 'Members Only' })).toBeDisabled();
});
