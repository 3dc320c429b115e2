import { expect, test } from '@playwright/test';

// The app opened at another origin than PUBLIC_URL (localhost): 127.0.0.1 here, a LAN name on a
// lab's network. File links are relative, so the community photos load and the page CSP refuses
// nothing.
test('the landing page opened at 127.0.0.1 shows the community photos without a console error', async ({
  page,
  baseURL,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const origin = baseURL!.replace('//localhost:', '//127.0.0.1:');
  await page.goto(`${origin}/`);
  await page.getByRole('heading', { name: 'Selected from the community' }).scrollIntoViewIfNeeded();
  const photos = page.getByRole('list', { name: 'Photos selected from the community' }).locator('img');
  await expect(photos.first()).toBeVisible();
  const count = await photos.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const photo = photos.nth(i);
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toHaveAttribute('src', /^\/api\/blobs\//);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  expect(errors).toEqual([]);
});
