import { expect, test } from '@playwright/test';
import { openPage } from '../support/demo.js';

// A visitor browses a collection, opens a product, steps the quantity, adds it to the cart,
// sees the panel open with the count, and still has the cart after a reload.
test('a visitor browses, adds to the cart and keeps it across a reload', async ({ page }) => {
  await openPage(page, '/collections');
  await page.getByRole('navigation', { name: 'Collections' }).getByRole('link', { name: '35mm Film' }).click();
  await expect(page).toHaveURL(/\/collections\/35mm-film$/);
  await expect(page.getByRole('heading', { level: 1, name: '35mm Film' })).toBeVisible();

  await page.getByRole('link', { name: 'Kodak Portra 400 35mm 36exp' }).click();
  await expect(page).toHaveURL(/\/products\/kodak-portra-400-35mm-36exp$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kodak Portra 400 35mm 36exp' })).toBeVisible();
  // A visitor pays the list price and is offered the member price for joining.
  await expect(page.getByTestId('price').first()).toHaveText('$16.99');
  await expect(page.getByRole('link', { name: /Join & Pay \$14\.99/ })).toBeVisible();

  const stepper = page.getByRole('group', { name: 'Quantity' });
  await expect(stepper.getByRole('button', { name: 'Decrease' })).toBeDisabled();
  await stepper.getByRole('button', { name: 'Increase' }).click();
  await expect(stepper.locator('output')).toHaveText('2');

  await page.getByRole('button', { name: 'Add To Cart' }).click();
  const panel = page.getByRole('dialog', { name: 'Your Cart (2)' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: 'Kodak Portra 400' })).toContainText('$33.98');
  await expect(panel.getByRole('link', { name: 'Check Out' })).toHaveAttribute('href', '/checkout');

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  // Focus goes back to what opened the panel.
  await expect(page.getByRole('button', { name: 'Add To Cart' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
  // A click outside the panel closes it too.
  await page.getByRole('button', { name: 'Cart, 2 items' }).click();
  await expect(page.getByRole('dialog', { name: 'Your Cart (2)' })).toBeVisible();
  await page.mouse.click(20, 400);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Cart, 2 items' }).click();
  const reopened = page.getByRole('dialog', { name: 'Your Cart (2)' });
  await expect(reopened.getByRole('link', { name: 'Kodak Portra 400 35mm 36exp' })).toBeVisible();

  // Zero removes the line and leaves the empty cart's words.
  // The title follows the count, so find the panel by its start.
  const lineStepper = page
    .getByRole('dialog', { name: /^Your Cart/ })
    .getByRole('group', { name: /Quantity of Kodak Portra/ });
  await lineStepper.getByRole('button', { name: 'Decrease' }).click();
  await expect(lineStepper.locator('output')).toHaveText('1');
  await lineStepper.getByRole('button', { name: 'Decrease' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  // With no lines left the panel closes (spec section 4).
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the shop header lists the active collections by their slugs', async ({ page }) => {
  await openPage(page, '/collections');
  const nav = page.getByRole('navigation', { name: 'Shop' });
  await nav.getByRole('button', { name: 'Shop All Collections' }).click();
  await expect(nav.getByRole('link', { name: '35mm Film' })).toHaveAttribute('href', '/collections/35mm-film');
  await expect(nav.getByRole('link', { name: 'Books and Zines' })).toHaveAttribute(
    'href',
    '/collections/books-and-zines',
  );
});
