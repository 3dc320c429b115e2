import { expect, test } from '@playwright/test';

// The landing pages (spec 2.6, 2.7) and the footer form (2.10) as a visitor on a phone sees them.
test.use({ viewport: { width: 390, height: 844 } });

test('a city page shows its heading, the three mail-in steps and the on-demand price', async ({ page }) => {
  await page.goto('/film-developing-chicago');
  await expect(page).toHaveTitle(/Chicago/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Chicago');
  for (const step of ['Setup Your Order', 'Ship Your Film', 'Receive Your Scans'])
    await expect(page.getByRole('heading', { level: 3, name: step })).toBeAttached();
  await expect(page.getByRole('link', { name: 'Start Your First Order' }).first()).toHaveAttribute('href', '/signup');
  await expect(page.getByRole('link', { name: 'Get Started - $17.99 / roll' })).toHaveAttribute('href', '/signup');
  await expect(page.locator('picture img').first()).toHaveAttribute('width', /\d+/);
});

test('a shop topic page uses the e-shop steps', async ({ page }) => {
  await page.goto('/35mm-photo-film');
  for (const step of ['Browse Our E-Shop', 'Select Your Rolls', 'Place Your Order'])
    await expect(page.getByRole('heading', { level: 3, name: step })).toBeAttached();
});

test('a visitor joins the community in the footer and clicks the thanks to return to the form', async ({ page }) => {
  await page.route('**/api/subscribers', (route) =>
    route.fulfill({ status: 201, contentType: 'application/json', body: '{"email":"ada@example.com"}' }),
  );
  await page.goto('/about');
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
  await page.goto('/about');
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
