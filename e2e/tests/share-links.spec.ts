import { expect, test } from '@playwright/test';
import { logInThroughForm } from '../support/demo.js';

// A member shares two frames of a roll; the link opens for someone with no account, with a proper
// preview in its HTML; the member turns the link off in Settings and it stops working.
test('a member shares two scans, a stranger opens the link, the member revokes it', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await page.goto('/login');
  await logInThroughForm(page, 'customer@demo.test');
  await expect(page).toHaveURL(/\/users\/\d+\/rolls$/);
  const settingsUrl = page.url().replace(/\/rolls$/, '/settings');

  await page
    .getByRole('list', { name: 'Rolls' })
    .getByRole('link', { name: 'Ilford HP5 Plus 400', exact: true })
    .click();
  const frames = page.getByRole('list', { name: 'Frames' });
  await expect(frames.getByRole('listitem')).toHaveCount(8);
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await frames.getByRole('checkbox').nth(0).check();
  await frames.getByRole('checkbox').nth(2).check();
  await page.getByRole('button', { name: 'Share 2' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Link works for')).toHaveValue('30');
  await expect(dialog.getByRole('checkbox', { name: /Allow downloads/ })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Make link' }).click();
  const link = await dialog.getByRole('textbox', { name: 'Link' }).inputValue();
  expect(link).toMatch(/\/shared-scans\/[A-Za-z0-9_-]{32}$/);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // What a chat app sees: the page's own title and a preview image in the HTML itself.
  const html = await (await page.request.get(link)).text();
  expect(html).toContain('<meta property="og:title" content="Ilford HP5 Plus 400 · 2 frames');
  // A stable JPEG link of the share's own (link previewers keep it for days; some refuse WebP).
  expect(html).toMatch(
    /<meta property="og:image" content="http[^"]+\/api\/shared-scans\/[A-Za-z0-9_-]{32}\/preview\.jpg"/,
  );

  // A stranger, in a browser that never logged in.
  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  await visitor.goto(link);
  // The first visit of a fresh browser loads the shop layout and the page's chunks.
  await expect(visitor.getByRole('heading', { level: 1, name: 'Ilford HP5 Plus 400 · 2 frames' })).toBeVisible({
    timeout: 20_000,
  });
  const shared = visitor.getByRole('list', { name: 'Shared frames' });
  await expect(shared.getByRole('button')).toHaveCount(2);
  await shared.getByRole('button').first().click();
  const viewer = visitor.getByRole('dialog');
  await expect(viewer.getByRole('img')).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Download' })).toHaveCount(0);
  await viewer.getByRole('button', { name: 'Next' }).click();
  await expect(viewer.getByRole('button', { name: 'Next' })).toBeDisabled();

  // The member turns it off in Settings.
  await page.goto(settingsUrl);
  const links = page.getByRole('list', { name: 'Share links' });
  const hint = link.slice(-4);
  await expect(links.getByText(`…${hint}`)).toBeVisible({ timeout: 20_000 });
  await links.getByRole('button', { name: `Turn off the link ending ${hint}` }).click();
  await expect(links.getByText(/Turned off/)).toBeVisible();

  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
  expect((await visitor.request.get(link)).status()).toBe(404);
  await stranger.close();
});
