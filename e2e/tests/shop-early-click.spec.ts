import { expect, test } from '@playwright/test';

// Issue 26: a server-rendered shop page is on screen before its app is. A buyer who clicks "Add To
// Cart" then must not lose the click: boot.ts holds it and the app replays it once ready
// (apps/web/src/lib/early-clicks.ts). Links are real links and work without the app.

const PRODUCT = 'Kodak Portra 400 35mm 36exp';
const PRODUCT_PATH = '/products/kodak-portra-400-35mm-36exp';

test('“Add To Cart” clicked before the page’s app has started still adds the product', async ({ page }) => {
  // The app's entry arrives late, as on a slow line; the page itself does not wait for it.
  let releaseApp!: () => void;
  const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });

  await page.goto(PRODUCT_PATH, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  // The click landed before the app: nothing has happened yet.
  expect(await page.evaluate(() => document.documentElement.dataset.appReady ?? null)).toBeNull();
  await expect(page.getByRole('dialog', { name: /Your Cart/ })).toHaveCount(0);

  releaseApp();
  await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
  await expect(page.getByRole('dialog', { name: 'Your Cart (1)' })).toBeVisible();
});

test('a product link on the shop works before the app has started', async ({ page }) => {
  await page.route(/\/assets\/index-[^/]+\.js$/, () => new Promise(() => {})); // never arrives
  await page.goto('/collections', { waitUntil: 'commit' });
  await page.getByRole('link', { name: PRODUCT }).first().click();
  await expect(page).toHaveURL(new RegExp(`${PRODUCT_PATH}$`));
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
});
