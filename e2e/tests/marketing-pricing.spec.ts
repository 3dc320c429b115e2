import { expect, test, type Page } from '@playwright/test';
import { openPage } from '../support/demo';

// The pricing page and its calculator (spec 2.8, 2.9) as a visitor uses them. Expected figures are
// the section 9 prices worked by hand.

const totalsRow = (page: Page) => page.locator('#price-calculator tfoot tr');
const totalOf = (page: Page, plan: string) => totalsRow(page).locator(`td[data-plan="${plan}"]`);
const bestHeader = (page: Page) => page.locator('#price-calculator thead th', { hasText: 'Best plan' });

test('the tier tables come from the plans and tier names open the purchase page in a new tab', async ({ page }) => {
  await openPage(page, '/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Your First Order' }).first()).toHaveAttribute('href', '/signup');
  for (const name of ['Benefits', 'Pricing', 'Add-Ons'])
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  const nice = page.getByRole('link', { name: 'Nice', exact: true }).first();
  await expect(nice).toHaveAttribute('href', '/memberships/purchase?tier=NICE_2025');
  await expect(nice).toHaveAttribute('target', '_blank');

  const sticky = page.getByTestId('sticky-tier-header');
  await page.getByRole('heading', { name: 'Add-Ons', exact: true }).scrollIntoViewIfNeeded();
  await expect(sticky).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, 0)');
});

test('a visitor types rolls, checks add-ons, steps counts and reads the totals and best plan', async ({ page }) => {
  await openPage(page, '/pricing#price-calculator');
  const rolls = page.getByLabel('How many rolls do you shoot per year?');
  await expect(rolls).toHaveValue('20');
  // 20 rolls on demand: 20 x $17.99. Nice: $199.99 + 10 x $14.99 = $349.89, the best plan.
  await expect(totalOf(page, 'NON_MEMBER')).toContainText('$359.80');
  await expect(totalOf(page, 'NICE_2025')).toContainText('$349.89');
  await expect(bestHeader(page)).toContainText('Nice Membership');

  await rolls.fill('10');
  // 10 rolls: on demand $179.90 beats Nice's $199.99 fee (all 10 rolls are credits).
  await expect(totalOf(page, 'NON_MEMBER')).toContainText('$179.90');
  await expect(totalOf(page, 'NON_MEMBER')).toContainText('$17.99 / roll');
  await expect(totalOf(page, 'NICE_2025')).toContainText('$199.99');
  await expect(bestHeader(page)).toContainText('On Demand');

  await page.getByRole('checkbox', { name: 'Rush' }).check();
  const rush = page.getByRole('spinbutton', { name: 'Rush rolls' });
  await expect(rush).toHaveValue('10');
  // Rush on all 10: on demand + 10 x $14.99 = $329.80; Nice 3 rush credits, 7 x $9.99 = $69.93 -> $269.92.
  await expect(totalOf(page, 'NON_MEMBER')).toContainText('$329.80');
  await expect(totalOf(page, 'NICE_2025')).toContainText('$269.92');
  await expect(bestHeader(page)).toContainText('Nice Membership');

  await rush.focus();
  for (let i = 0; i < 7; i += 1) await page.keyboard.press('ArrowDown');
  await expect(rush).toHaveValue('3');
  // 3 rush rolls: on demand $179.90 + $44.97 = $224.87; Nice uses its 3 credits: $199.99.
  await expect(totalOf(page, 'NON_MEMBER')).toContainText('$224.87');
  await expect(totalOf(page, 'NICE_2025')).toContainText('$199.99');
  await page.keyboard.press('ArrowUp');
  await expect(rush).toHaveValue('4');
  await expect(totalOf(page, 'NICE_2025')).toContainText('$209.98');

  await page.getByRole('checkbox', { name: '4K Scans' }).check();
  await page.getByRole('checkbox', { name: 'Pro Scans' }).check();
  await expect(page.getByRole('checkbox', { name: '4K Scans' })).not.toBeChecked();
  await expect(page.getByRole('spinbutton', { name: '4K Scans rolls' })).toBeDisabled();

  await page.getByRole('checkbox', { name: 'Pro Scans' }).uncheck();
  await page.getByRole('checkbox', { name: 'Rush' }).uncheck();
  await expect(rush).toHaveValue('0');
  await expect(rush).toBeDisabled();
  await expect(totalOf(page, 'NON_MEMBER')).toContainText('$179.90');
  await expect(bestHeader(page)).toContainText('On Demand');
});
