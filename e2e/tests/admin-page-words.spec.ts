import { expect, test as base } from '@playwright/test';
import { logInThroughForm, openPage } from '../support/demo.js';
import { startOwnServer, type OwnServer } from '../support/own-server.js';

// Staff rewrite a city page's words: every visitor of the shared server would see them, so this journey
// has a server of its own on a fresh database.
const test = base.extend<{ server: OwnServer }>({
  server: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startOwnServer({});
      await use(server);
      await server.stop();
    },
    { timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => use(server.base),
});

const CHICAGO = '/film-developing-chicago';

test('an admin rewrites a city page in the admin area, with a preview, and visitors get the new words', async ({
  page,
  browser,
  request,
  server,
}) => {
  test.setTimeout(180_000);
  await openPage(page, '/login');
  await logInThroughForm(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/admin\/orders$/);

  await page.getByRole('link', { name: 'Page Words' }).first().click();
  await page.getByRole('combobox', { name: 'Page' }).selectOption({ label: 'City: Chicago, IL' });
  const form = page.getByRole('form', { name: 'Page words' });
  const heading = form.getByRole('textbox', { name: /Page heading/ });
  await expect(heading).toHaveAttribute('placeholder', 'Chicago Film Developing by Mail');
  await heading.fill('Lakefront Film, Developed by {lab}');
  await form.getByRole('textbox', { name: /Step 2/ }).fill('Ship *early* in the week; see [our prices](/pricing).');
  // The preview follows the typing, the Markdown rendered as the page will show it.
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('Lakefront Film, Developed by Film Lab')).toBeVisible();
  await expect(preview.locator('em', { hasText: 'early' })).toBeVisible();
  await form.getByRole('textbox', { name: /Step 2/ }).press('Tab');
  await form.getByRole('button', { name: 'Save page words' }).click();
  await expect(form.getByText(/Saved\./)).toBeVisible();

  // The page as the server sends it (no script needed): heading, title, step; and the words for the browser.
  const html = await (await request.get(CHICAGO)).text();
  expect(html).toContain('<title>Lakefront Film, Developed by Film Lab');
  expect(html).toContain('Ship <em>early</em> in the week; see <a href="/pricing">our prices</a>.');
  expect(html).toContain('id="page-words"');

  // A visitor, in a browser of their own: the page hydrates as sent, with no error.
  const visitor = await browser.newPage({ baseURL: server.base });
  const problems: string[] = [];
  visitor.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  visitor.on('pageerror', (error) => problems.push(String(error)));
  await openPage(visitor, CHICAGO);
  await expect(visitor).toHaveTitle(/^Lakefront Film, Developed by Film Lab/);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Lakefront Film, Developed by Film Lab');
  const step = visitor.getByText(/Ship early in the week/);
  await expect(step).toBeVisible();
  await step.evaluate((node) => ((node as HTMLElement).dataset.fromServer = 'yes'));
  await visitor.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
  await visitor.waitForLoadState('networkidle');
  await expect(step).toHaveAttribute('data-from-server', 'yes');
  await expect(step.getByRole('link', { name: 'our prices' })).toHaveAttribute('href', '/pricing');
  expect(problems).toEqual([]);

  // Back to the built copy: one button, and the page follows.
  await form.getByRole('button', { name: 'Restore built copy' }).click();
  await expect(form.getByText('The page shows its built copy again.')).toBeVisible();
  await expect
    .poll(async () => (await (await request.get(CHICAGO)).text()).includes('Chicago Film Developing by Mail'), {
      timeout: 6_000,
    })
    .toBe(true);
});
