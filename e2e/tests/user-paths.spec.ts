import { expect, test } from '@playwright/test';
import { logInThroughForm } from '../support/demo.js';

// Spec 2.3: anything under a user's path that is no page of theirs redirects to /, which sends a
// member home to their rolls.
test('an unknown path under /users/{id} redirects to / and so home', async ({ page }) => {
  await page.goto('/login');
  await logInThroughForm(page, 'customer@demo.test');
  await expect(page).toHaveURL(/\/users\/\d+\/rolls$/);
  const home = new URL(page.url()).pathname;
  const userPath = home.replace(/\/rolls$/, '');
  for (const unknown of ['/nonsense', '/rolls/1/nonsense/deeper', '/orders/new/nonsense']) {
    await page.goto(`${userPath}${unknown}`);
    await expect(page, unknown).toHaveURL(new RegExp(`${home}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});
