import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { logInThroughForm } from '../support/demo.js';

/** The entry names of a zip, read from its central directory. */
function zipEntryNames(zip: Buffer): string[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`no central header at ${at}`);
    const nameLength = zip.readUInt16LE(at + 28);
    names.push(zip.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return names;
}

// A member takes a roll home as one zip: the button starts it, progress comes over the live feed's
// WebSocket, and the finished file downloads with a folder of the roll's frames.
test("a member downloads a roll's zip and sees its progress", async ({ page }) => {
  test.setTimeout(90_000);
  const feed: string[] = [];
  const socketUrls: string[] = [];
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/zip-downloads/socket')) return;
    socketUrls.push(socket.url());
    socket.on('framereceived', (frame) => feed.push(String(frame.payload)));
  });
  await page.goto('/login');
  await logInThroughForm(page, 'customer@demo.test');
  await expect(page).toHaveURL(/\/users\/\d+\/rolls$/);
  await page
    .getByRole('list', { name: 'Rolls' })
    .getByRole('link', { name: 'Ilford HP5 Plus 400', exact: true })
    .click();
  await expect(page.getByRole('list', { name: 'Frames' }).getByRole('listitem')).toHaveCount(8);

  // Record every progress bar the page shows, however briefly: demo frames zip in a blink.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { zipProgressSeen: string[] }).zipProgressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('progress[aria-label="Zip progress"]');
      if (bar) seen.push(`${bar.getAttribute('value')} ${bar.parentElement?.textContent ?? ''}`);
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });

  // By keyboard: focus the button and press Enter.
  await page.getByRole('button', { name: 'Download zip', exact: true }).focus();
  await page.keyboard.press('Enter');
  const link = page.getByRole('link', { name: /^Save roll-\d+-ilford-hp5-plus-400\.zip/ });
  await expect(link).toBeVisible();
  // Demo frames zip in a blink (a zip is only read, not written, since it is kept as its layout):
  // the feed's DONE can arrive before the page ever paints a bar, so the bar is not required here.
  // Whatever bar it did show spoke in words; routes/pages/zip-download.test.tsx checks the bar itself.
  const seen = await page.evaluate(() => (window as unknown as { zipProgressSeen: string[] }).zipProgressSeen);
  for (const shown of seen) expect(shown).toMatch(/Your zip is in line|Making your zip|%/);
  // The live feed carried the zip's progress to its end.
  const events = feed.filter((text) => text.startsWith('{')).map((text) => JSON.parse(text) as { status: string });
  expect(events.map((event) => event.status)).toContain('DONE');
  // Opened with a single-use ticket: the session token never goes in the socket's URL (access logs).
  expect(socketUrls.length).toBeGreaterThan(0);
  for (const url of socketUrls) expect([...new URL(url).searchParams.keys()]).toEqual(['ticket']);

  const download = page.waitForEvent('download');
  await link.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^roll-\d+-ilford-hp5-plus-400\.zip$/);
  const names = zipEntryNames(await readFile((await file.path()) as string));
  expect(names).toHaveLength(8);
  for (const [i, name] of names.entries()) {
    expect(name).toMatch(new RegExp(`^Roll \\d+ - Ilford HP5 Plus 400/ilford-hp5-plus-400-frame-0${i + 1}\\.jpg$`));
  }
});
