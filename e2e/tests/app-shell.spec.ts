import { expect, test } from '@playwright/test';

test('the server serves the web app and its API from one origin', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('#root')).not.toBeEmpty();
  const health = await request.get('/readyz');
  expect((await health.json()).status).toBe('ready');
});
