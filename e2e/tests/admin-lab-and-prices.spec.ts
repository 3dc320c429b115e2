import { expect } from '@playwright/test';
import { logInThroughForm, openPage } from '../support/demo.js';
import { outboxMail } from '../support/outbox.js';
import { testWithOwnServer } from '../support/own-server-test.js';

// The lab renames itself and changes a price: every page of the shared server would follow, so this
// journey has a server of its own on a fresh database.
const test = testWithOwnServer;

test('an admin renames the lab and raises a price in the admin area, and visitors, pages and e-mails follow', async ({
  page,
  browser,
  request,
  server,
}) => {
  test.setTimeout(180_000);
  await openPage(page, '/login');
  await logInThroughForm(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/admin\/orders$/);

  // The lab's identity, by keyboard: a wrong colour is named by its field, then fixed and saved.
  await page.getByRole('link', { name: 'Lab Identity' }).first().click();
  const form = page.getByRole('form', { name: 'Lab identity' });
  await form.getByRole('textbox', { name: 'Lab name' }).fill('Silver Salt Lab');
  const accent = form.getByRole('textbox', { name: /Accent colour/ });
  await accent.fill('red');
  await accent.press('Enter');
  await expect(form.getByText(/^Accent colour must be a colour like #[0-9a-f]{6}$/)).toBeVisible();
  await expect(accent).toBeFocused();
  await accent.fill('#1f5c99');
  await form.getByRole('textbox', { name: /Links/ }).fill('Instagram https://www.instagram.com/silversaltlab');
  await form.getByRole('button', { name: 'Save lab identity' }).click();
  await expect(form.getByText(/Saved\./)).toBeVisible();

  // A price: a draft from the list in force, one cell changed, activated now; the change is logged.
  await page.getByRole('link', { name: 'Prices' }).first().click();
  const inForce = page.getByRole('table', { name: 'Prices in force: services' });
  await expect(inForce.getByRole('row', { name: /Dev \+ Scan \(C-41\/BW\)/ }).first()).toContainText('$17.99');
  await page.getByRole('button', { name: 'New draft' }).click();
  const cell = page.getByRole('textbox', { name: 'Dev + Scan (C-41/BW), Non-member' });
  await cell.fill('18.99');
  // A print size's price, in the Print sizes group: the 8x10 for everyone and for Nice members.
  const printsInForce = page.getByRole('table', { name: 'Prices in force: print sizes' });
  await expect(printsInForce.getByRole('row', { name: /^8x10/ })).toContainText('$25.00');
  await page.getByRole('textbox', { name: '8x10 print, Non-member' }).fill('29.99');
  await page.getByRole('textbox', { name: '8x10 print, Nice' }).fill('26.00');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const log = page.getByRole('table', { name: 'Change log' });
  await expect(log).toContainText('Dev + Scan (C-41/BW), Non-member');
  await expect(log).toContainText('$18.99');
  await page.getByRole('button', { name: 'Activate now' }).click();
  await expect(page.getByRole('button', { name: 'New draft' })).toBeVisible();
  await expect(inForce.getByRole('row', { name: /Dev \+ Scan \(C-41\/BW\)/ }).first()).toContainText('$18.99');
  await expect(log).toContainText('8x10 print, Nice');
  await expect(printsInForce.getByRole('row', { name: /^8x10/ })).toContainText('$29.99');

  // A member's large-format print page offers the 8x10 at the Nice column's new price.
  const member = await browser.newPage({ baseURL: server.base });
  await openPage(member, '/login');
  await logInThroughForm(member, 'customer@demo.test');
  await expect(member).toHaveURL(/\/users\/\d+/);
  const memberId = /\/users\/(\d+)/.exec(member.url())![1]!;
  await openPage(member, `/users/${memberId}/print-orders/new/selector`);
  await expect(member.getByRole('radio', { name: '8x10 · $26.00' })).toBeVisible();
  await member.close();

  // A visitor, in a browser of their own: the pre-rendered pages carry the new name and colour, and
  // the pricing page the new price.
  const visitor = await browser.newPage({ baseURL: server.base });
  await openPage(visitor, '/');
  await expect(visitor).toHaveTitle(/Silver Salt Lab/);
  const accentColour = await visitor.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-accent').trim(),
  );
  expect(accentColour.toLowerCase()).toBe('#1f5c99');
  const elsewhere = visitor.getByRole('list', { name: 'The lab elsewhere' });
  await expect(elsewhere.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
    'href',
    'https://www.instagram.com/silversaltlab',
  );
  // The pre-rendered copy quotes the new price as the server sends it (no script needed), and the
  // browser hydrates it as it is: no error, and the server's link is still the one on screen.
  const problems: string[] = [];
  // A visitor who subscribed already: the newsletter's dialog (after 15 s) would cover the FAQ.
  await visitor.addInitScript(() =>
    localStorage.setItem('filmlab.subscriber', JSON.stringify({ state: { email: 'reader@example.test' }, version: 0 })),
  );
  visitor.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  visitor.on('pageerror', (error) => problems.push(String(error)));
  const quotes = [
    { path: '/', text: 'Get Started - $18.99 / roll' },
    { path: '/cheap-film-developing-near-me', text: '$18.99 a roll on demand' },
    { path: '/frequently-asked-questions', text: 'on demand at $18.99 a roll' },
  ];
  for (const { path, text } of quotes) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(text);
    expect(html, path).not.toContain('zqprice-');
    await openPage(visitor, path);
    const cta = visitor.getByRole('link', { name: 'Get Started - $18.99 / roll' }).first();
    if (path !== '/frequently-asked-questions') {
      await expect(cta).toBeVisible();
      await cta.evaluate((node) => ((node as HTMLElement).dataset.fromServer = 'yes'));
    }
    await visitor.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
    await visitor.waitForLoadState('networkidle');
    if (path !== '/frequently-asked-questions') await expect(cta).toHaveAttribute('data-from-server', 'yes');
    expect(problems, path).toEqual([]);
  }
  // The answer the FAQ opens on is the one the page was sent with.
  await visitor.getByText('Do I need a membership to order?').click();
  await expect(visitor.getByText('You can order on demand at $18.99 a roll developed and scanned.')).toBeVisible();
  // The pricing page's tables and calculator are rendered by the server for the new list, and hydrate as sent.
  expect(await (await request.get('/pricing')).text()).toContain('$18.99');
  await openPage(visitor, '/pricing');
  await visitor.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
  await visitor.waitForLoadState('networkidle');
  expect(problems, '/pricing').toEqual([]);
  await expect(visitor).toHaveTitle(/Silver Salt Lab/);
  const table = visitor.getByRole('table').filter({ hasText: 'Dev + Scan (C-41/BW)' }).first();
  await expect(table).toContainText('$18.99');
  const listed = (await (await request.get('/api/public/price-list')).json()) as {
    entries: { prices: Record<string, Record<string, number>> };
  };
  expect(listed.entries.prices.devScan?.NON_MEMBER).toBe(1899);

  // A new customer's welcome e-mail is signed by the renamed lab.
  const email = `silver-${Date.now()}@example.com`;
  await openPage(visitor, '/signup');
  await visitor.getByLabel('First name').fill('Ada');
  await visitor.getByLabel('Last name').fill('Lovelace');
  await visitor.getByLabel('E-mail').fill(email);
  await visitor.getByLabel('Password', { exact: true }).fill('silver-halide-42');
  await visitor.getByRole('button', { name: 'Sign Up' }).click();
  await expect(visitor).toHaveURL(/\/complete-user-details$/);
  await expect
    .poll(async () => (await outboxMail(request, email)).map((mail) => `${mail.subject}\n${mail.text}`).join('\n'), {
      timeout: 30_000,
    })
    .toContain('Silver Salt Lab');
  await visitor.close();
});
