import { expect, test } from '@playwright/test';

// Addresses that are no page of the app answer 404 with a page that says so; real ones answer 200.

test('an unknown address answers 404 with a not-found page and a way home', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This frame came out blank');
  await expect(page.getByText('Page not found')).toBeVisible();
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);
  await expect(page).toHaveTitle(/Page not found/);
  await page.getByRole('link', { name: 'Go to the Home Page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('full service film lab');
});

test('without JavaScript the not-found page still says so', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This frame came out blank');
  await expect(page.getByRole('link', { name: 'Go to the Home Page' })).toHaveAttribute('href', '/');
  await context.close();
});

test('every route of the app answers 200, parameterised ones too, and others 404', async ({ request }) => {
  const pages = [
    '/',
    '/pricing',
    '/film-developing-chicago',
    '/35mm-photo-film',
    '/login',
    '/collections',
    '/collections/35mm-film',
    '/products/all',
    '/memberships/purchase',
    '/users/12/rolls',
    '/users/12/orders/5/summary',
    '/admin/users/3/rolls/9',
    '/admin/products/1/variants/2',
  ];
  for (const url of pages) expect((await request.get(url)).status(), url).toBe(200);
  // An unknown share code, collection or product is a page of the app that finds nothing: 404 too.
  for (const url of [
    '/nope',
    '/products',
    '/users/12/nonsense',
    '/admin/nonsense',
    '/shared-scans/abc',
    '/products/no-such-film',
    '/collections/no-such-collection',
  ])
    expect((await request.get(url)).status(), url).toBe(404);
});
