import { expect, test, type Page } from '@playwright/test';
import { logInThroughForm } from '../support/demo.js';
import { grainPng } from '../support/png.js';
import { payWithCard } from '../support/shop.js';

async function logInAsMember(page: Page): Promise<string> {
  await page.goto('/login');
  await logInThroughForm(page, 'customer@demo.test');
  await expect(page).toHaveURL(/\/users\/\d+/);
  return /\/users\/(\d+)/.exec(page.url())![1]!;
}

// 4x6 prints of hosted frames at the member's price (NICE_2025): three frames, one of them twice, a
// matte finish, then checkout with the local card provider; the print order page lists the three.
test('a member picks three frames for 4x6 prints and checks out', async ({ page }) => {
  test.setTimeout(90_000);
  const userId = await logInAsMember(page);
  await page.goto(`/users/${userId}/small-print-orders`);
  await expect(page.getByRole('heading', { level: 1, name: '4x6 Prints' })).toBeVisible();
  await page.getByLabel('Roll').selectOption({ label: 'Ilford HP5 Plus 400' });
  const frames = page.getByRole('list', { name: 'Frames' });
  await expect(frames.getByRole('checkbox')).toHaveCount(8);
  for (const n of [0, 1, 2]) await frames.getByRole('checkbox').nth(n).check();
  await frames
    .getByRole('group', { name: /^Prints of / })
    .first()
    .getByRole('button', { name: 'Increase' })
    .click();
  await page.getByRole('radio', { name: 'Matte' }).check();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('$0.28 per print');
  await expect(summary).toContainText('4 prints: $1.12');
  await summary.getByRole('button', { name: 'Add to cart' }).click();

  const cart = page.getByRole('dialog', { name: /^Your Cart/ });
  await expect(cart.getByText('4x6 Print')).toHaveCount(3);
  await cart.getByRole('link', { name: 'Check Out' }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${userId}/checkout$`));
  // The checkout makes its order from the cart first; the card form is filled once it has settled.
  await expect(page.getByTestId('order-total')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeEnabled();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const orderId = /\/orders\/(\d+)$/.exec(page.url())![1]!;

  await page.goto(`/users/${userId}/print-orders/${orderId}`);
  const prints = page.getByRole('list', { name: 'Prints' });
  await expect(prints.getByRole('listitem')).toHaveCount(3);
  await expect(prints.getByRole('listitem').first()).toContainText('Matte');
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
});

// Large format: a 5 MB file uploaded with its progress, cropped for 16x20 on a fine-art paper, into
// the cart; the draft is still there after a reload, and goes with its cart line.
test('a member uploads a large file, crops it to 16x20 on a fine-art paper and keeps the draft over a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const userId = await logInAsMember(page);
  await page.goto(`/users/${userId}/print-orders/new/selector`);
  await expect(page.getByRole('heading', { level: 1, name: 'Large Format Prints' })).toBeVisible();
  await page.getByRole('radio', { name: /^16x20/ }).check();
  await page.getByRole('radio', { name: /Hahnemühle Photo Rag/ }).check();

  const file = grainPng(1500, 1200, 15);
  expect(file.length).toBeGreaterThan(5_000_000);
  const progressSeen = page
    .getByRole('progressbar', { name: 'Upload progress' })
    .waitFor({ state: 'visible', timeout: 30_000 });
  await page
    .getByLabel(/Upload a file/)
    .setInputFiles({ name: 'harbour-grain.png', mimeType: 'image/png', buffer: file });
  await progressSeen;

  const crop = page.getByRole('group', { name: 'Crop for 16x20: drag or use the arrow keys to move it' });
  await expect(crop).toBeVisible({ timeout: 60_000 });
  // 1500 x 1200 on 20 x 16 inches gives 75 pixels per inch: the page says so.
  await expect(page.getByText('This file is small for that size')).toBeVisible();
  const box = await crop.boundingBox();
  const frame = await page.locator('figure').first().boundingBox();
  expect(box && frame && Math.abs(box.width / box.height - 20 / 16)).toBeLessThan(0.02);
  await crop.focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 10_000 });

  await page.getByRole('button', { name: 'Add to cart' }).click();
  const cart = page.getByRole('dialog', { name: 'Your Cart (1)' });
  await expect(cart.getByText('Large Format Print')).toBeVisible();
  await expect(cart).toContainText('16x20');

  await page.reload();
  await expect(page.getByRole('region', { name: 'Preview' }).getByText('harbour-grain.png')).toBeVisible();
  await expect(page.getByRole('group', { name: /^Crop for 16x20/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Hahnemühle Photo Rag/ })).toBeChecked();

  // Its cart line set to zero takes the draft with it (spec section 4): gone at once, and after a reload.
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  await page
    .getByRole('dialog', { name: 'Your Cart (1)' })
    .getByRole('group', { name: 'Quantity of Large Format Print, 16x20' })
    .getByRole('button', { name: 'Decrease' })
    .click();
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeAttached();
  await expect(page.getByText('harbour-grain.png')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('radio', { name: /^16x20/ })).toBeVisible();
  await expect(page.getByText('harbour-grain.png')).toHaveCount(0);
  await expect(page.getByRole('group', { name: /^Crop for/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
});
