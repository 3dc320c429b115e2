import { expect, test } from '@playwright/test';
import { openPage } from '../support/demo.js';

// Issue 17: a new member types a street and a ZIP, the local places default completes the city and
// state, the member picks the prediction with the keyboard, saves the address, and checkout taxes
// the order at that address (Austin, TX: the local table's 6.25%).
test('a member finds an address by ZIP, picks it by keyboard, saves it, and it is used for tax', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('E-mail').fill(`address-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('silver-halide-42');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/complete-user-details$/);
  await page.getByLabel('Phone').fill('+1 512 555 0142');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/onboarding\/rolls$/);

  await openPage(page, '/products/Kodak-Portra-400-35mm-36exp');
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await page.getByRole('dialog', { name: 'Your Cart (1)' }).getByRole('link', { name: 'Check Out' }).click();
  await expect(page).toHaveURL(/\/users\/\d+\/checkout$/);

  const search = page.getByRole('combobox', { name: 'Address' });
  await search.pressSequentially('78701 1100 Congress Ave', { delay: 20 });
  const option = page.getByRole('option', { name: '1100 Congress Ave, Austin, TX 78701' });
  await expect(option).toBeVisible();
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await search.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? 'none');
  await search.press('Enter');
  await expect(search).toHaveValue('1100 Congress Ave, Austin, TX 78701');
  await expect(page.getByRole('status').filter({ hasText: '1100 Congress Ave, Austin, TX 78701' })).toBeVisible();

  await page.getByPlaceholder('Apartment, suite, etc...').fill('Suite 4');
  await page.getByRole('button', { name: 'Save Address' }).click();

  await expect(page.getByRole('radio', { name: /1100 Congress Ave.*Austin, TX 78701/ })).toBeChecked();
  await expect(page.getByTestId('tax-line')).toContainText('6.25%');
});
