import { expect, test } from '@playwright/test';
import { logInThroughForm } from '../support/demo.js';

// The library's filter row on a common laptop screen (1366 px): every field and its label whole,
// nothing wider than the window.
test('the library filter row fits at 1366 px with no label or value cut', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await page.goto('/login');
  await logInThroughForm(page, 'customer@demo.test');
  await expect(page).toHaveURL(/\/users\/\d+\/rolls$/);
  const row = page.getByRole('search').filter({ has: page.getByLabel('Brand') });
  await expect(row.getByLabel('To')).toBeVisible();
  const cut = await row.evaluate((element) =>
    Array.from(element.querySelectorAll<HTMLElement>('label, select, input:not([type="search"])'))
      // A visually hidden label (the search box's) is 1 px by design.
      .filter((field) => field.getBoundingClientRect().width > 1)
      .filter((field) => field.scrollWidth > field.clientWidth + 1 || field.getBoundingClientRect().width < 140)
      .map((field) => field.textContent?.trim() || field.getAttribute('name') || field.id),
  );
  expect(cut).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
  await context.close();
});
