import { expect, test } from '@playwright/test';
import { demoCustomerId, logInThroughForm } from '../support/demo.js';

test('the demo admin logs in and lands on the admin orders page', async ({ page }) => {
  await page.goto('/login');
  await logInThroughForm(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/admin\/orders$/);
});

test('the demo vendor is sent to the vendor orders page', async ({ page }) => {
  await page.goto('/login');
  await logInThroughForm(page, 'vendor@demo.test');
  await expect(page).toHaveURL(/\/vendor-orders$/);
});

test('a visitor opening a customer page logs in and comes back to it', async ({ page, request }) => {
  const id = await demoCustomerId(request);
  await page.goto(`/users/${id}/rolls`);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await logInThroughForm(page, 'customer@demo.test');
  await expect(page).toHaveURL(new RegExp(`/users/${id}/rolls$`));
});

test('a wrong password is refused in words and the visitor stays on the login page', async ({ page }) => {
  await page.goto('/login');
  await logInThroughForm(page, 'customer@demo.test', 'not-the-password');
  await expect(page.getByText('Incorrect e-mail or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('logging out ends the session on the server, so its token stops working too', async ({ page, request }) => {
  await page.goto('/login');
  await logInThroughForm(page, 'customer@demo.test');
  await expect(page).toHaveURL(/\/users\/\d+\/rolls$/);
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('filmlab.session') ?? '{}') as { state?: { token?: string } }).state?.token,
  );
  const headers = { authorization: `Bearer ${token}` };
  expect((await request.get('/api/auth/current-user', { headers })).status()).toBe(200);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  // A copied token is no good after logout: the server ended its session.
  await expect.poll(async () => (await request.get('/api/auth/current-user', { headers })).status()).toBe(401);
});
