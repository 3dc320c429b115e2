import { expect, test } from '@playwright/test';

// A visitor picks Very Nice, signs up on the way and comes back, pays with the test card, sees the
// tier, credits and renewal date in the account menu at once, then cancels and sees "Expires".
test('a visitor buys Very Nice with the test card, then cancels at period end', async ({ page }) => {
  await page.goto('/memberships/purchase?tier=VERY_NICE_2025');
  await expect(page.getByRole('radio', { name: 'Very Nice · $999.99 a year' })).toBeChecked();
  await page.getByRole('region', { name: 'First, your account' }).getByRole('link', { name: 'Sign up' }).click();

  await page.getByLabel('First name').fill('Vera');
  await page.getByLabel('Last name').fill('Nice');
  await page.getByLabel('E-mail').fill(`member-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('silver-halide-42');
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL(/\/memberships\/purchase\?tier=VERY_NICE_2025$/);
  await expect(page.getByRole('radio', { name: 'Very Nice · $999.99 a year' })).toBeChecked();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/40');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$999\.99/ }).click();

  await expect(page.getByRole('heading', { name: 'Welcome to Very Nice' })).toBeVisible();
  const renews = /Renews (\w{3} \d{1,2}, \d{4})/;
  await page.getByRole('link', { name: 'See your membership' }).click();
  await expect(page).toHaveURL(/\/users\/\d+\/settings$/);

  // The account menu, without a reload: the tier and the renewal date.
  await page.getByRole('button', { name: 'Account menu' }).click();
  // The popup: the account summary (name, credits, tier, date) above the menu's items.
  const menu = page.getByRole('menu').locator('xpath=..');
  await expect(menu).toContainText('Very Nice');
  await expect(menu).toContainText(renews);
  await expect(menu.getByRole('menuitem', { name: 'Become A Member' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The account: the credits a Very Nice year gives.
  const membership = page.getByRole('region', { name: 'Membership' });
  await expect(membership.getByText('Dev + scan')).toBeVisible();
  await expect(membership.locator('dd').filter({ hasText: /^30$/ })).toHaveCount(3);
  await expect(membership).toContainText(/Your next credits come \w{3} \d{1,2}, \d{4}\./);

  await membership.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(membership).toContainText(/Expires \w{3} \d{1,2}, \d{4}/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu').locator('xpath=..')).toContainText(/Expires \w{3} \d{1,2}, \d{4}/);
});
