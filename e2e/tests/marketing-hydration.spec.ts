import { expect, test, type Page } from '@playwright/test';
import { logInThroughForm, openPage } from '../support/demo.js';

// A page the server rendered (pre-rendered, or a shop page) was rendered for a visitor. The browser
// must hydrate it as it is for everyone: a subscriber's footer or a customer's header read from the
// browser's storage during hydration made React throw away the server's HTML (error 418) on every page.

const PAGES = ['/', '/frequently-asked-questions', '/memberships', '/collections'];

async function expectHydratedCleanly(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  for (const path of PAGES) {
    await openPage(page, path);
    await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(problems, path).toEqual([]);
  }
}

test('a subscribed visitor’s pages hydrate without errors, and the footer then thanks them', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('filmlab.subscriber', JSON.stringify({ state: { email: 'reader@example.test' }, version: 0 })),
  );
  await expectHydratedCleanly(page);
  await expect(page.getByRole('button', { name: 'Thanks for joining!' })).toBeAttached();
});

test('a signed-in customer’s pages hydrate without errors, and the header then shows them signed in', async ({
  page,
}) => {
  await openPage(page, '/login');
  await logInThroughForm(page, 'customer@demo.test');
  await page.waitForLoadState('networkidle');
  await expectHydratedCleanly(page);
  await expect(page.getByRole('link', { name: /log in/i })).toHaveCount(0);
});
