import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { logInThroughForm } from '../support/demo.js';

/** Pictures on each page of a PDF, read with a real parser. */
async function pageImages(bytes: Uint8Array): Promise<number[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const xobjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    if (!xobjects) return 0;
    return xobjects.keys().filter((name) => {
      const object = pdf.context.lookup(xobjects.get(name));
      return object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image');
    }).length;
  });
}

// The member's library as a member uses it: open a roll, tag it, find it again by that tag, step
// through its frames in the gallery by keyboard, and take home the contact sheet as a PDF.
test('a member tags a roll, filters by the tag, steps through the gallery and downloads the contact sheet', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/login');
  await logInThroughForm(page, 'customer@demo.test');
  await expect(page).toHaveURL(/\/users\/\d+\/rolls$/);
  const rolls = page.getByRole('list', { name: 'Rolls' });
  await expect(rolls.getByRole('listitem')).toHaveCount(3);

  // Open the HP5 roll and tag it.
  await rolls.getByRole('link', { name: 'Ilford HP5 Plus 400', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ilford HP5 Plus 400' })).toBeVisible();
  const tags = page.getByRole('region', { name: 'Tags' });
  await tags.getByRole('combobox', { name: 'Add a tag' }).fill('darkroom keepers');
  await tags.getByRole('button', { name: 'Add a tag' }).click();
  await expect(tags.getByRole('button', { name: 'darkroom keepers', exact: true })).toBeVisible();

  // Back in the library, the tag filter finds that roll and only it.
  await page.getByRole('link', { name: 'Rolls', exact: true }).first().click();
  await expect(rolls.getByRole('listitem')).toHaveCount(3);
  await page.getByLabel('Tag').selectOption({ label: 'darkroom keepers' });
  await expect(page).toHaveURL(/tagId=\d+/);
  await expect(rolls.getByRole('listitem')).toHaveCount(1);
  await expect(rolls.getByRole('heading', { name: 'Ilford HP5 Plus 400' })).toBeVisible();

  // Its first frame in the gallery, then the next ones by keyboard.
  await rolls.getByRole('link', { name: 'Ilford HP5 Plus 400', exact: true }).click();
  const frames = page.getByRole('list', { name: 'Frames' });
  await expect(frames.getByRole('listitem')).toHaveCount(8);
  await frames.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/gallery\/\d+$/);
  const frameNumber = page.getByText(/^Frame \d{2} of 8$/);
  await expect(frameNumber).toHaveText('Frame 01 of 8');
  await expect(page.getByRole('img', { name: /./ }).first()).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(frameNumber).toHaveText('Frame 02 of 8');
  await page.keyboard.press('ArrowRight');
  await expect(frameNumber).toHaveText('Frame 03 of 8');
  await page.keyboard.press('ArrowLeft');
  await expect(frameNumber).toHaveText('Frame 02 of 8');
  // The hi-res comes with the roll's film data written in (modules/film-data).
  await expect(page.getByRole('link', { name: 'Download this frame' })).toHaveAttribute('href', /\/api\/scan-files\//);

  // Escape goes back to the roll; the contact sheet shows every frame and downloads as a PDF.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/rolls\/\d+$/);
  await page.getByRole('link', { name: 'Contact sheet' }).click();
  await expect(page).toHaveURL(/\/digital-contact-sheet$/);
  await expect(page.getByRole('list', { name: 'Frames' }).getByRole('listitem')).toHaveCount(8);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^contact-sheet-roll-\d+\.pdf$/);
  const bytes = await readFile((await file.path()) as string);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const images = await pageImages(bytes);
  expect(images.reduce((sum, n) => sum + n, 0)).toBe(8);
});
