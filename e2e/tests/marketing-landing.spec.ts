import { expect, test } from '@playwright/test';
import { openPage } from '../support/demo';

// The landing pages (spec 2.6, 2.7) and the footer form (2.10) as a visitor on a phone sees them.
test.use({ viewport: { width: 390, height: 844 } });

test('a city page shows its heading, the three mail-in steps and the on-demand price', async ({ page }) => {
  await openPage(page, '/film-developing-chicago');
  await expect(page).toHaveTitle(/Chicago/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Chicago');
  for (const step of ['Setup Your Order', 'Ship Your Film', 'Receive Your Scans'])
    await expect(page.getByRole('heading', { level: 3, name: step })).toBeAttached();
  await expect(page.getByRole('link', { name: 'Start Your First Order' }).first()).toHaveAttribute('href', '/signup');
  await expect(page.getByRole('link', { name: 'Get Started - $17.99 / roll' })).toHaveAttribute('href', '/signup');
  await expect(page.locator('picture img').first()).toHaveAttribute('width', /\d+/);
});

test('a shop topic page uses the e-shop steps', async ({ page }) => {
  await openPage(page, '/35mm-photo-film');
  for (const step of ['Browse Our E-Shop', 'Select Your Rolls', 'Place Your Order'])
    await expect(page.getByRole('heading', { level: 3, name: step })).toBeAttached();
});

test('a visitor joins the community in the footer and clicks the thanks to return to the form', async ({ page }) => {
  await page.route('**/api/subscribers', (route) =>
    route.fulfill({ status: 201, contentType: 'application/json', body: '{"email":"ada@example.com"}' }),
  );
  await openPage(page, '/about');
  const field = page.getByPlaceholder('Enter your e-mail');
  await field.scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await field.fill('ada@example.com');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('button', { name: 'Submitted' })).toBeDisabled();
  await page.getByRole('button', { name: 'Thanks for joining!' }).click();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
});

test('the newsletter modal opens after 15 s for a visitor and closes', async ({ page }) => {
  await page.clock.install();
  await openPage(page, '/about');
  await expect(page.getByText('Stay up to date with the latest news, events and updates.')).toHaveCount(0);
  await page.clock.runFor(15_000);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Stay up to date with the latest news, events and updates.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a crawler without JavaScript sees the pre-rendered page with its structured data', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // `/` is dist/index.html; other routes need the server to serve dist/<route>/index.html.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('full service film lab');
  await expect(page.getByRole('heading', { level: 2, name: 'Developed by hand, scanned with care' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  await context.close();
});

test('a pre-rendered page paints from its own HTML and loads the app after its hero', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await openPage(page, '/film-developing-chicago');
  // Its CSS is inline (no style sheet is fetched), and the only script in the HTML is the boot script.
  expect(requests.filter((path) => path.endsWith('.css'))).toEqual([]);
  // One style element of the page's own, and the lab's colours the server adds (http/lab-pages.ts).
  await expect(page.locator('head style:not(#lab-colors)')).toHaveCount(1);
  await expect(page.locator('head style#lab-colors')).toHaveCount(1);
  const scripts = await page.locator('script[src]').evaluateAll((found) => found.map((script) => script.outerHTML));
  expect(scripts[0]).toContain('/assets/boot-');
  // At low priority: it waits for the first paint anyway, so the font and the hero come first.
  expect(scripts[0]).toContain('fetchpriority="low"');
  // The hero image was asked for before the app's script, which the boot script added.
  const hero = requests.findIndex((path) => path.startsWith('/images/scenes/'));
  const app = requests.findIndex((path) => /^\/assets\/index-.*\.js$/.test(path));
  expect(hero).toBeGreaterThanOrEqual(0);
  expect(app).toBeGreaterThan(hero);
  // And the app runs: the menu opens.
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the landing sections come in the order of spec 2.7, the gallery and the reviews carousel last', async ({
  page,
}) => {
  await openPage(page, '/film-developing-chicago');
  const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((section) => section.id));
  expect(ids).toEqual([
    'introduction',
    'development-scanning',
    'local',
    'platform',
    'printing',
    'film-shop',
    'community',
    'pricing',
    'questions',
    'gallery',
    'reviews',
  ]);
});

test('a reader who scrolls before the app has started keeps their place, and the gallery loads there', async ({
  page,
}) => {
  // A slow line: the hero takes a second and the app's scripts two more, so the app starts after
  // the reader has scrolled down to the gallery.
  await page.route(/\/images\/scenes\/city-skyline/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.route(/\/assets\/(?!boot-).*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await page.goto('/');
  const heading = page.getByRole('heading', { name: 'Selected from the community' });
  await heading.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.dataset.appReady)).toBeUndefined();
  await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
  await expect(heading).toBeInViewport();
  await expect(
    page.getByRole('list', { name: 'Photos selected from the community' }).locator('img').first(),
  ).toBeVisible();
});
