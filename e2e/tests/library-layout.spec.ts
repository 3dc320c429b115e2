import { expect, test } from '@playwright/test';
import { logInThroughForm } from '../support/demo.js';

// The library's filter row on a common laptop screen (1366 px): every field and its label whole,
// nothing wider than the window.
test('the library filter row fits at 1366 px with no label or value cut', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await page.goto('/login');
  await logInThroughForm(page, 'customer@demo.test');
  await expect(page).toHaveURL(/\/users\/\d+\/rolls$/);
  const row = page.getByRole('search').filter({ has: page.getByLabel('Brand') });
  await expect(row.getByLabel('To')).toBeVisible();
  const cut = await row.evaluate((element) =>
    Array.from(element.querySelectorAll<HTMLElement>('label, select, input:not([type="search"])'))
      // A visually hidden label (the search box's) is 1 px by design.
      .filter((field) => field.getBoundingClientRect().width > 1)
      .filter((field) => field.scrollWidth > field.clientWidth + 1 || field.getBoundingClientRect().width < 140)
      .map((field) => field.textContent?.trim() || field.getAttribute('name') || field.id),
  );
  expect(cut).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);

  // Geometry: the row inside the window, every field and label inside the row, no two fields on top
  // of each other, and no label over another field (a row that wraps badly or spills fails here even
  // when nothing scrolls).
  const boxes = await row.evaluate((element) => {
    const box = (node: Element) => {
      const r = node.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
    };
    const fields = Array.from(element.querySelectorAll<HTMLElement>('select, input, button'))
      .filter((node) => node.getBoundingClientRect().width > 1)
      .map((node) => ({
        name: node.getAttribute('name') || node.id || node.textContent?.trim() || node.tagName,
        id: node.id,
        ...box(node),
      }));
    const labels = Array.from(element.querySelectorAll<HTMLLabelElement>('label'))
      .filter((node) => node.getBoundingClientRect().width > 1)
      .map((node) => ({ name: node.textContent?.trim() ?? '', for: node.htmlFor, ...box(node) }));
    return { row: box(element), fields, labels, window: window.innerWidth };
  });
  type Box = { left: number; top: number; right: number; bottom: number };
  const overlaps = (a: Box, b: Box) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
  const inside = (inner: Box, outer: Box) =>
    inner.left >= outer.left - 1 &&
    inner.right <= outer.right + 1 &&
    inner.top >= outer.top - 1 &&
    inner.bottom <= outer.bottom + 1;
  expect(boxes.fields.length).toBeGreaterThanOrEqual(4);
  expect(boxes.row.left).toBeGreaterThanOrEqual(0);
  expect(boxes.row.right).toBeLessThanOrEqual(boxes.window);
  for (const part of [...boxes.fields, ...boxes.labels])
    expect(inside(part, boxes.row), `${part.name} inside the row`).toBe(true);
  for (const [i, a] of boxes.fields.entries()) {
    for (const b of boxes.fields.slice(i + 1)) expect(overlaps(a, b), `${a.name} over ${b.name}`).toBe(false);
  }
  for (const label of boxes.labels) {
    for (const field of boxes.fields.filter((f) => !label.for || f.id !== label.for)) {
      // A label wrapping its own control holds it; any other field must be clear of it.
      if (inside(field, label)) continue;
      expect(overlaps(label, field), `label ${label.name} over ${field.name}`).toBe(false);
    }
  }
  await context.close();
});
