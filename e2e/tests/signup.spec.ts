import { expect, test } from '@playwright/test';
import { openPage } from '../support/demo';

test('a new visitor signs up, adds a phone and lands on the first-order page', async ({ page }) => {
  const email = `new-${Date.now()}@example.com`;
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('silver-halide-42');
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL(/\/complete-user-details$/);
  await page.getByLabel('Phone').fill('+1 718 555 0142');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page).toHaveURL(/\/onboarding\/rolls$/);
  // A reload keeps the session: the token was stored, and / still decides the same way.
  await openPage(page, '/');
  await expect(page).toHaveURL(/\/onboarding\/rolls$/);

  // The phone comes back as it was written, in settings too.
  await page.getByRole('link', { name: 'Your account' }).click();
  await expect(page).toHaveURL(/\/users\/\d+\/settings$/);
  await expect(page.getByLabel('Phone')).toHaveValue('+1 718 555 0142');
});

test('signing up with an e-mail already registered shows the reason by the field', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Demo');
  await page.getByLabel('Last name').fill('Again');
  await page.getByLabel('E-mail').fill('customer@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('silver-halide-42');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription(/already registered/i);
  await expect(page).toHaveURL(/\/signup$/);
});
