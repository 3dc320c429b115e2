import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, logInThroughForm, openPage } from '../support/demo.js';

// A courier's morning on a phone: the demo messenger logs in, lands on today's route (the demo seed
// puts the demo customer first and the partner shop's bag second), marks the first stop collected,
// and the partner shop (the next customer) has the "on the way" notice in the outbox.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function onTheWayNotices(request: APIRequestContext, to: string): Promise<number> {
  const token = await apiToken(request, 'admin@demo.test');
  const res = await request.get(`/api/outbox?to=${encodeURIComponent(to)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { emails: Array<{ subject: string }> };
  return body.emails.filter((mail) => mail.subject === 'Your courier is on the way').length;
}

test('a messenger marks a stop collected on a phone and the next customer is told', async ({ page, request }) => {
  const before = await onTheWayNotices(request, 'vendor@demo.test');

  await openPage(page, '/login');
  await logInThroughForm(page, 'messenger@demo.test');
  await expect(page).toHaveURL(/\/messenger$/);
  await expect(page.getByRole('heading', { name: 'Today’s route' })).toBeVisible();

  const first = page.getByRole('listitem', { name: /^Stop 1:/ });
  const second = page.getByRole('listitem', { name: /^Stop 2:/ });
  await expect(first).toContainText('Three rolls in a padded envelope');
  await expect(second).toContainText('Victor Reyes');
  const map = first.getByRole('link', { name: 'Open in map' });
  await expect(map).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/search\?query=/);

  // Big enough to hit with a thumb, and the page does not scroll sideways.
  const button = first.getByRole('button', { name: 'Collected' });
  expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await button.tap();
  await expect(first.getByText('Collected', { exact: true })).toBeVisible();
  await expect(first.getByRole('button', { name: 'Collected' })).toHaveCount(0);
  await expect(page.getByText('1 of 2 stops to go.')).toBeVisible();

  await expect.poll(() => onTheWayNotices(request, 'vendor@demo.test')).toBe(before + 1);
});
