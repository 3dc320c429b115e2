import { expect } from '@playwright/test';
import { logInThroughForm, openPage } from '../support/demo.js';
import { testWithOwnServer } from '../support/own-server-test.js';

// Staff rewrite a city page's words: every visitor of the shared server would see them, so this journey
// has a server of its own on a fresh database.
const test = testWithOwnServer;

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

test('an admin rewrites the home page’s heading and an FAQ answer, and a visitor’s fresh load shows them', async ({
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

  // The landing pages come first in the picker; `/` is chosen to begin with.
  const picker = page.getByRole('combobox', { name: 'Page' });
  await expect(picker).toHaveValue('/');
  const form = page.getByRole('form', { name: 'Page words' });
  const hero = form.getByRole('textbox', { name: /Hero heading/ });
  await expect(hero).toHaveAttribute('placeholder', /platform & full service film lab/);
  await hero.fill('{lab} develops your film by hand');
  await form.getByRole('textbox', { name: /Platform title/ }).fill('Every roll, online');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('Film Lab develops your film by hand')).toBeVisible();
  await form.getByRole('button', { name: 'Save page words' }).click();
  await expect(form.getByText(/Saved\./)).toBeVisible();

  await picker.selectOption({ label: 'Frequently asked questions' });
  const answer = form.getByRole('textbox', { name: /^Answer 2/ });
  await answer.fill(
    'Pack them **tight**:\n\n- canisters closed\n- a padded box\n\nDevelopment is {price:devScan} a roll.',
  );
  await expect(preview.locator('strong', { hasText: 'tight' })).toBeVisible();
  await form.getByRole('button', { name: 'Save page words' }).click();
  await expect(form.getByText(/Saved\./)).toBeVisible();

  // The pages as the server sends them: the words in the HTML, and the FAQ's structured data follows.
  const home = await (await request.get('/')).text();
  expect(home).toContain('Film Lab develops your film by hand');
  const faq = await (await request.get('/frequently-asked-questions')).text();
  expect(faq).toContain('<li>a padded box</li>');
  const ld = /<script type="application\/ld\+json">([^<]*"FAQPage"[^<]*)<\/script>/.exec(faq)?.[1];
  expect(ld).toContain('Pack them \\u003cstrong>tight\\u003c/strong>');
  expect(faq).not.toContain('zqprice');

  // A visitor, in a browser of their own: both pages hydrate as sent, with no console error.
  const visitor = await browser.newPage({ baseURL: server.base });
  const problems: string[] = [];
  visitor.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  visitor.on('pageerror', (error) => problems.push(String(error)));
  await openPage(visitor, '/');
  const heading = visitor.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Film Lab develops your film by hand');
  await heading.evaluate((node) => ((node as HTMLElement).dataset.fromServer = 'yes'));
  await visitor.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
  await visitor.waitForLoadState('networkidle');
  await expect(heading).toHaveAttribute('data-from-server', 'yes');
  await expect(visitor.getByRole('heading', { name: 'Every roll, online' })).toBeVisible();

  await openPage(visitor, '/frequently-asked-questions');
  await visitor.getByText('How should I pack my rolls?').click();
  await expect(visitor.locator('strong', { hasText: 'tight' })).toBeVisible();
  await expect(visitor.getByText(/Development is \$\d+\.\d\d a roll\./)).toBeVisible();
  await visitor.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
  await visitor.waitForLoadState('networkidle');

  // Reached by a link in the app, `/` asks the API for its words and shows them.
  await visitor.getByRole('link', { name: 'Film Lab home' }).first().click();
  await expect(visitor).toHaveURL(/\/$/);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Film Lab develops your film by hand');
  expect(problems).toEqual([]);
});
