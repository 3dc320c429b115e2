import { expect, test } from '@playwright/test';
import { openPage } from '../support/demo';

// The landing page's gallery viewer and header (spec 2.5, 2.7, 4) as a visitor on a phone uses them.
test.use({ viewport: { width: 390, height: 844 } });

test('the gallery viewer opens full screen, zooms to 100% on the hi-res photo, switches resolution and closes', async ({
  page,
}) => {
  await openPage(page, '/');
  await page.getByRole('heading', { name: 'Selected from the community' }).scrollIntoViewIfNeeded();
  const gallery = page.getByRole('list', { name: 'Photos selected from the community' });
  const opener = gallery.getByRole('button').first();
  await opener.click();

  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText('Kodak Portra 400')).toBeVisible();
  const photo = viewer.locator('img[data-current]');
  await expect(photo).toHaveAttribute('src', /mid-opt\.webp/);

  const zoom = viewer.getByRole('button', { name: /^Zoom/ });
  await expect(zoom).toHaveText('Zoom 25%');
  await zoom.click();
  await expect(zoom).toHaveText('Zoom 50%');
  await page.keyboard.press('+');
  await expect(zoom).toHaveText('Zoom 100%');
  await expect(photo).toHaveAttribute('src', /hi\.jpg/);
  await expect(viewer.getByRole('button', { name: 'Hi-Res' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('-');
  await page.keyboard.press('-');
  await expect(zoom).toHaveText('Zoom 25%');

  await viewer.getByRole('button', { name: 'Hi-Res' }).click();
  await expect(photo).toHaveAttribute('src', /mid-opt\.webp/);
  await viewer.getByRole('button', { name: 'Mid-Res' }).click();
  await expect(photo).toHaveAttribute('src', /hi\.jpg/);

  const firstSource = (await photo.getAttribute('src'))!;
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByRole('heading', { name: 'Photo 2 of 5' })).toBeAttached();
  await expect(viewer.locator('img[data-current]')).not.toHaveAttribute('src', firstSource);
  await expect(viewer.getByText('Kodak Portra 400')).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('the mobile menu shows the visitor links', async ({ page }) => {
  await openPage(page, '/pricing');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  const links = menu.getByRole('navigation', { name: 'Menu' }).getByRole('link');
  await expect(links).toHaveText(['About', 'Pricing', 'Membership', 'Shop', 'FAQs']);
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
  expect(hrefs).toEqual(['/about', '/pricing', '/memberships/purchase', '/collections', '/frequently-asked-questions']);
  await expect(menu.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  await links.first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
});

test('the landing header is clear over the hero and turns solid 135 px before its end', async ({ page }) => {
  await openPage(page, '/');
  const header = page.locator('header').first();
  const background = () => header.evaluate((element) => getComputedStyle(element).backgroundColor);
  await expect.poll(background).toBe('rgba(0, 0, 0, 0)');
  const heroHeight = await page.locator('#introduction').evaluate((element) => (element as HTMLElement).offsetHeight);
  await page.evaluate((y) => window.scrollTo(0, y), heroHeight - 140);
  await expect.poll(background).toBe('rgba(0, 0, 0, 0)');
  await page.evaluate((y) => window.scrollTo(0, y), heroHeight - 135);
  await expect.poll(background).toBe('rgb(245, 241, 232)');
});
