import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { logInThroughForm } from '../support/demo.js';

/** The text of a PDF as poppler's pdftotext reads it. */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'filmlab-route-sheet-'));
  try {
    const file = path.join(dir, 'route.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Staff print the demo messenger's route for today from the messenger's page: on paper the sheet
// is one page, the route alone, without the admin bar the screen shows above it.

// The demo route is today's in the lab's time zone (the server's default); staff sit there too.
test.use({ timezoneId: 'America/New_York' });

test('an admin prints a messenger’s route sheet on one page, without the admin bar', async ({ page }) => {
  await page.goto('/login');
  await logInThroughForm(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await page.goto('/admin/messengers');
  await page.getByRole('link', { name: 'Sam Brooks' }).click();
  await page.getByRole('link', { name: 'Printable route sheet' }).click();
  await expect(page).toHaveURL(/\/admin\/messengers\/\d+\/printable-routes\?from=/);
  // The address changes first; the messenger's page (its own route table among them) shows until the
  // sheet's code has loaded.
  await expect(page.getByRole('link', { name: 'Back to the messenger' })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Maya Chen');
  // On screen the admin bar is there, with its stats.
  await expect(page.getByLabel('Lab stats')).toContainText('Total Outstanding');

  const pdf = await page.pdf({ format: 'Letter', printBackground: true });
  const pages = (await PDFDocument.load(pdf)).getPageCount();
  const text = pdfText(pdf);
  expect(text).toContain('Sam Brooks');
  expect(text).toContain('Maya Chen');
  expect(text).toContain('Victor Reyes');
  expect(text).not.toContain('Total Outstanding');
  expect(text).not.toContain('Lab Admin');
  expect(text).not.toContain('Back to the messenger');
  expect(pages).toBe(1);
});
