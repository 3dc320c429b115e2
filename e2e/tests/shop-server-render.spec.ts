import { expect, test } from '@playwright/test';
import { apiToken, openPage } from '../support/demo';

// Issue 26: the shop's pages come from the server with their products (apps/server/src/http/shop-pages.ts),
// from the live catalogue, and the browser hydrates them as they are: no skeleton, no shift.

const PRODUCT = 'Kodak Portra 400 35mm 36exp';
const PRODUCT_PATH = '/products/kodak-portra-400-35mm-36exp';

test('the shop and a product page arrive with their products in the HTML, from the live catalogue', async ({
  request,
}) => {
  const shop = await request.get('/collections');
  expect(shop.status()).toBe(200);
  const shopHtml = await shop.text();
  expect(shopHtml).toContain(`>${PRODUCT}</h2>`);
  expect(shopHtml).toContain('<title>Shop · ');
  expect(shopHtml).toContain('<script type="application/json" id="server-queries">');

  const product = await request.get(PRODUCT_PATH);
  expect(product.status()).toBe(200);
  const productHtml = await product.text();
  expect(productHtml).toMatch(new RegExp(`<h1[^>]*>${PRODUCT}</h1>`));
  // The picture's room is reserved before it loads.
  expect(productHtml).toMatch(/<img class="[^"]*galleryMain[^"]*"[^>]* width="\d+" height="\d+"/);
  expect(productHtml).toContain(`<link rel="canonical" href="`);

  const missing = await request.get('/products/no-such-product-anywhere');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('We couldn’t find that product');

  // A product added now is in the shop's HTML at once: rendered per request, not at build time.
  const token = await apiToken(request, 'admin@demo.test');
  const name = `Server Rendered Film ${Date.now().toString(36)}`;
  const created = await request.post('/api/products', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, price: 1234, stock: 5, description: 'Fresh from the fridge.' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { product: made } = (await created.json()) as { product: { slug: string } };
  const fresh = await request.get(`/products/${made.slug}`);
  expect(fresh.status()).toBe(200);
  expect(await fresh.text()).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`));
});

test('the browser hydrates the server’s HTML in place, without errors or a layout shift', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  await page.setViewportSize({ width: 390, height: 844 });

  for (const path of ['/collections', PRODUCT_PATH]) {
    problems.length = 0;
    await page.goto(path, { waitUntil: 'commit' });
    // Mark the server's heading and watch for layout shifts before the app starts.
    await page.waitForSelector('h1');
    await page.evaluate(() => {
      document.querySelector('h1')!.dataset.fromServer = 'yes';
      (window as unknown as { shift: number }).shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    // Hydrated, not replaced: the heading the server sent is still the one on screen.
    await expect(page.locator('h1[data-from-server="yes"]')).toHaveCount(1);
    const shift = await page.evaluate(() => (window as unknown as { shift: number }).shift);
    expect(shift, path).toBeLessThanOrEqual(0.05);
    expect(problems, path).toEqual([]);
    // A phone downloads the pictures' small copies, not the pictures themselves.
    const first = page.locator(
      path === PRODUCT_PATH ? 'img[fetchpriority="high"]' : 'nav[aria-label="Collections"] img',
    );
    expect(await first.first().evaluate((image: HTMLImageElement) => image.currentSrc), path).toMatch(/-800\.webp\?/);
  }

  // The hydrated app works: a product link navigates in the page, and the buyer can add it.
  await openPage(page, '/collections');
  await page.getByRole('link', { name: PRODUCT }).click();
  await expect(page).toHaveURL(new RegExp(`${PRODUCT_PATH}$`));
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Your Cart (1)' })).toBeVisible();
});
