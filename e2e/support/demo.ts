import type { APIRequestContext, Page } from '@playwright/test';

export const DEMO_PASSWORD = 'filmlab-demo';

/** Logs in through the API and returns the raw session token. */
export async function apiToken(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  if (!res.ok()) throw new Error(`login ${email} failed: ${res.status()} ${await res.text()}`);
  const token = res.headers()['authorization'];
  if (!token) throw new Error('login returned no authorization header');
  return token.replace(/^Bearer\s+/i, '');
}

/** The demo customer's id, found the way an admin would: by searching users. */
export async function demoCustomerId(request: APIRequestContext): Promise<number> {
  const token = await apiToken(request, 'admin@demo.test');
  const res = await request.get('/api/users?query=customer@demo.test', {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { users: Array<{ id: number; email: string }> };
  const user = body.users.find((u) => u.email === 'customer@demo.test');
  if (!user) throw new Error('demo customer is not seeded');
  return user.id;
}

export async function logInThroughForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/**
 * Opens a page and waits until the app runs in it: a pre-rendered page shows before its scripts
 * load (apps/web/src/boot.ts), and a click before then would do nothing.
 */
export async function openPage(page: Page, url: string) {
  await page.goto(url);
  await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
}
