import { expect, test, type Locator, type Page } from '@playwright/test';
import { openPage } from '../support/demo';
import { contrastAt, decodePng } from '../support/pixels';

// The landing page as a keyboard user and a reader see it: a focus ring that shows on the dark hero,
// and floating parts (section selector, side navigation, emblem) that never cover its content.

/** Tabs from the top of the page until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator) {
  await page.locator('body').focus();
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('the element never took the focus');
}

/**
 * The share of the band around the element (8 px wide) whose colour changes with the focus by a
 * contrast of at least 3:1 (WCAG 2.2's focus appearance): the ring is visible against what it
 * covers.
 */
async function ringVisibility(page: Page, target: Locator): Promise<number> {
  const box = (await target.boundingBox())!;
  const pad = 8;
  const clip = {
    x: Math.floor(box.x) - pad,
    y: Math.floor(box.y) - pad,
    width: Math.ceil(box.width) + 2 * pad,
    height: Math.ceil(box.height) + 2 * pad,
  };
  const focused = await decodePng(page, await page.screenshot({ clip, animations: 'disabled' }));
  await target.evaluate((element) => (element as HTMLElement).blur());
  const blurred = await decodePng(page, await page.screenshot({ clip, animations: 'disabled' }));
  let band = 0;
  let visible = 0;
  for (let y = 0; y < focused.height; y += 1) {
    for (let x = 0; x < focused.width; x += 1) {
      const inside = x >= pad && x < focused.width - pad && y >= pad && y < focused.height - pad;
      if (inside) continue;
      band += 1;
      if (contrastAt(focused, blurred, x, y) >= 3) visible += 1;
    }
  }
  return visible / band;
}

test.describe('the focus ring on the dark hero', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows around Menu, Get Started and Start Your First Order, reached by keyboard', async ({ page }) => {
    // A visitor who subscribed already: on a busy machine the test outlasts the newsletter's 15 s,
    // and its dialog would keep the focus.
    await page.addInitScript(() =>
      localStorage.setItem(
        'filmlab.subscriber',
        JSON.stringify({ state: { email: 'reader@example.test' }, version: 0 }),
      ),
    );
    await openPage(page, '/');
    const targets = [
      page.getByRole('button', { name: 'Menu' }),
      page.getByRole('banner').getByRole('link', { name: 'Get Started' }),
      page.getByRole('link', { name: 'Start Your First Order' }),
    ];
    for (const target of targets) {
      await tabTo(page, target);
      const share = await ringVisibility(page, target);
      expect(share, `ring around ${await target.textContent()}`).toBeGreaterThan(0.3);
    }
  });
});

interface Covered {
  what: string;
  by: string;
}

/** Every heading and content image on screen that a floating part of the page overlaps. */
function coveredNow(page: Page): Promise<Covered[]> {
  return page.evaluate(() => {
    const onScreen = (r: DOMRect) => r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight;
    const floating = Array.from(document.querySelectorAll<HTMLElement>('[data-floating]'))
      // A part stowed away (visibility: hidden) covers nothing.
      .filter(
        (element) =>
          getComputedStyle(element).position === 'fixed' && getComputedStyle(element).visibility !== 'hidden',
      )
      .map((element) => ({ name: element.dataset.floating!, rect: element.getBoundingClientRect() }))
      .filter(({ rect }) => onScreen(rect));
    // What shows of an element: its box cut by every ancestor that clips its overflow (a carousel
    // keeps its off-screen slides in the page but hidden).
    const shownRect = (element: HTMLElement): DOMRect => {
      let { left, top, right, bottom } = element.getBoundingClientRect();
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        left = Math.max(left, clip.left);
        top = Math.max(top, clip.top);
        right = Math.min(right, clip.right);
        bottom = Math.min(bottom, clip.bottom);
      }
      return new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top));
    };
    const content = Array.from(
      // The reviews' quotes and the footer's links too: they run edge to edge, with no margin kept free.
      document.querySelectorAll<HTMLElement>(
        'main h1, main h2, main h3, main img:not([alt=""]), main blockquote, footer h2, footer a',
      ),
    )
      .filter((element) => !element.closest('[data-floating]'))
      .map((element) => ({ element, rect: shownRect(element) }))
      .filter(({ rect }) => onScreen(rect));
    const covered: Array<{ what: string; by: string }> = [];
    for (const { element, rect } of content) {
      for (const part of floating) {
        const overlapX = Math.min(rect.right, part.rect.right) - Math.max(rect.left, part.rect.left);
        const overlapY = Math.min(rect.bottom, part.rect.bottom) - Math.max(rect.top, part.rect.top);
        if (overlapX > 0 && overlapY > 0) {
          const label = element.textContent?.trim() || element.getAttribute('alt') || element.tagName;
          covered.push({ what: `${element.tagName} ${label.slice(0, 40)}`, by: part.name });
        }
      }
    }
    return covered;
  });
}

const SIZES = [
  { width: 1280, height: 800, fixed: ['section-selector', 'emblem'] },
  { width: 390, height: 844, fixed: [] },
  { width: 1440, height: 900, fixed: ['side-nav', 'section-selector', 'emblem'] },
];

for (const { width, height, fixed } of SIZES) {
  test(`no heading or image of the landing page is covered by its floating parts at ${width}x${height}`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await openPage(page, '/film-developing-chicago');
    const shown = await page
      .locator('[data-floating]')
      .evaluateAll((elements) =>
        elements
          .filter(
            (element) => getComputedStyle(element).position === 'fixed' && element.getBoundingClientRect().width > 0,
          )
          .map((element) => (element as HTMLElement).dataset.floating),
      );
    expect(shown.sort()).toEqual([...fixed].sort());
    // The selector is always there: fixed in the margin, or in the page where there is no margin.
    await expect(page.locator('[data-floating="section-selector"] summary')).toBeVisible();

    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    const covered: Covered[] = [];
    for (let y = 0; y < pageHeight; y += Math.round(height / 4)) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
      covered.push(...(await coveredNow(page)).map((c) => ({ ...c, what: `${c.what} at ${y}` })));
    }
    expect(covered).toEqual([]);
    await context.close();
  });
}

test('the section selector jumps to a section from its numbered list', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await openPage(page, '/');
  const selector = page.locator('[data-floating="section-selector"]');
  await selector.locator('summary').click();
  await selector.getByRole('link', { name: /Pricing/ }).click();
  await expect(page.getByRole('heading', { name: 'Pay per roll, or join and pay less' })).toBeInViewport();
  await expect(selector.locator('summary')).toContainText(/\d\d/);
  await expect(selector.getByRole('link', { name: /Pricing/ })).toBeHidden();
  await context.close();
});

// Issue 26: the fixed section menu (and side navigation) never sits over the reviews or the footer,
// which run edge to edge: measured as boxes, with the reviews and then the footer on screen.
for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
]) {
  test(`the section menu stays off the reviews and the footer at ${width}x${height}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await openPage(page, '/');
    for (const target of ['#reviews', 'footer']) {
      await page
        .locator(target)
        .first()
        .evaluate((element) => element.scrollIntoView({ block: 'end' }));
      // Each floating part that is drawn (not stowed): its box against the target's box.
      const overlap = () =>
        page.evaluate((selector) => {
          const area = document.querySelector(selector)!.getBoundingClientRect();
          return Array.from(
            document.querySelectorAll<HTMLElement>('[data-floating="section-selector"], [data-floating="side-nav"]'),
          )
            .filter(
              (part) => getComputedStyle(part).position === 'fixed' && getComputedStyle(part).visibility !== 'hidden',
            )
            .map((part) => {
              const box = part.getBoundingClientRect();
              const x = Math.min(box.right, area.right) - Math.max(box.left, area.left);
              const y = Math.min(box.bottom, area.bottom) - Math.max(box.top, area.top);
              return { part: part.dataset.floating, x, y };
            })
            .filter(({ x, y }) => x > 0 && y > 0);
        }, target);
      await expect.poll(overlap, { message: `floating parts over ${target}` }).toEqual([]);
      // The target is really on screen (the check above would pass on a page scrolled elsewhere).
      const shown = await page
        .locator(target)
        .first()
        .evaluate((element) => {
          const box = element.getBoundingClientRect();
          return Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0);
        });
      expect(shown, target).toBeGreaterThan(100);
    }
    // Back at the top the menu is there again, at the bottom left where the page keeps room for it.
    await page.evaluate(() => window.scrollTo(0, 0));
    const selector = page.locator('[data-floating="section-selector"]');
    await expect(selector).toBeVisible();
    const box = (await selector.boundingBox())!;
    expect(box.x).toBeLessThan(width / 2);
    expect(box.y + box.height).toBeLessThanOrEqual(height);
    await context.close();
  });
}
