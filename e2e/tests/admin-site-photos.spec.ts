import { expect, type Page } from '@playwright/test';
import { logInThroughForm, openPage } from '../support/demo.js';
import { testWithOwnServer } from '../support/own-server-test.js';

// Staff put a photograph on the home page's hero: every visitor of the shared server would see it, so
// this journey has a server of its own on a fresh database.
const test = testWithOwnServer;

const ALT = 'Our counter at dusk, negatives drying in the window';

/** A 1500 x 1000 JPEG drawn by the browser's canvas (no file to download or keep in the repository). */
async function drawnPicture(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1500;
    canvas.height = 1000;
    const context = canvas.getContext('2d')!;
    const sky = context.createLinearGradient(0, 0, 0, 1000);
    sky.addColorStop(0, '#f2b36d');
    sky.addColorStop(1, '#2b2236');
    context.fillStyle = sky;
    context.fillRect(0, 0, 1500, 1000);
    context.fillStyle = '#111';
    context.fillRect(300, 600, 900, 400);
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test('an admin puts a photograph on the home page’s hero, visitors get it with its alt text, and it comes off again', async ({
  page,
  browser,
  request,
  server,
}) => {
  test.setTimeout(180_000);
  await openPage(page, '/login');
  await logInThroughForm(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/admin\/orders$/);

  await page.getByRole('link', { name: 'Photos' }).first().click();
  await expect(page.getByRole('combobox', { name: 'Page' })).toHaveValue('/');
  await expect(page.getByText('The page’s hero now: the generated picture.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Hero photograph' });
  await form.getByLabel(/^Picture/).setInputFiles({
    name: 'counter.jpg',
    mimeType: 'image/jpeg',
    buffer: await drawnPicture(page),
  });
  await expect(page.getByRole('img', { name: 'The picture chosen, before upload' })).toBeVisible();
  await form.getByRole('textbox', { name: /Alt text/ }).fill(ALT);
  await form.getByRole('textbox', { name: /Alt text/ }).press('Enter');
  await expect(form.getByText(/^Uploaded\./)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('img', { name: ALT })).toBeVisible();

  // The page as the server sends it: the photograph in the hero, its preload, and the block for the browser.
  await expect
    .poll(async () => (await (await request.get('/')).text()).includes(`alt="${ALT}"`), { timeout: 6_000 })
    .toBe(true);
  const html = await (await request.get('/')).text();
  expect(html).toContain('id="site-photos"');
  expect(html).toMatch(/<link rel="preload" as="image" type="image\/avif" imagesrcset="\/api\/public\/site-photos\//);
  expect(html).not.toContain('imagesrcset="/images/scenes/');

  // A visitor, in a browser of their own: a fresh load hydrates as sent, with no error.
  const visitor = await browser.newPage({ baseURL: server.base });
  const problems: string[] = [];
  visitor.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  visitor.on('pageerror', (error) => problems.push(String(error)));
  await openPage(visitor, '/');
  const hero = visitor.locator('#introduction img').first();
  await expect(hero).toHaveAttribute('alt', ALT);
  await hero.evaluate((node) => ((node as HTMLElement).dataset.fromServer = 'yes'));
  await visitor.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
  await visitor.waitForLoadState('networkidle');
  // Hydration kept the server's element (a mismatch would have replaced it).
  await expect(hero).toHaveAttribute('data-from-server', 'yes');
  await expect(hero).toHaveAttribute('alt', ALT);
  expect(await hero.evaluate((node) => (node as HTMLImageElement).currentSrc)).toMatch(
    /\/api\/public\/site-photos\/[0-9a-f-]+\/\d+\.avif$/,
  );
  expect(await hero.evaluate((node) => (node as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  expect(problems).toEqual([]);

  // Back to the generated picture: one button, and the page follows.
  await form.getByRole('button', { name: 'Use the generated picture' }).click();
  await expect(form.getByText('The page shows its generated picture again.')).toBeVisible();
  await expect
    .poll(async () => (await (await request.get('/')).text()).includes('id="site-photos"'), { timeout: 6_000 })
    .toBe(false);
  await openPage(visitor, '/');
  await expect(visitor.locator('#introduction img').first()).toHaveAttribute('alt', '');
});
