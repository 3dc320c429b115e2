import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { machineBusyMs } from './proc-stats.js';

export const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

export interface PageFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Script bytes as transferred, from Lighthouse's network record. */
  scriptBytes: number;
  failedAudits: string[];
  /** Lighthouse's measure of the machine's CPU (its docs: 1500-2000 a high-end desktop, what 4x assumes). */
  benchmarkIndex: number;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

const SETTLE_WINDOW_MS = 250;
const SETTLE_MAX_MS = 6000;
/** Busy below this share of one core over a window counts as settled. */
const SETTLED_SHARE = 0.25;

/**
 * Waits until the machine is quiet, at most SETTLE_MAX_MS: a Chromium just started builds its own
 * browser UI (the omnibox popup: both cores busy for about half a second), and a page measured
 * meanwhile shares the CPU with it. Lighthouse's CPU timings are multiplied by 4, so that noise alone
 * could move a page's blocking time by hundreds of milliseconds.
 */
async function settle(): Promise<void> {
  const started = Date.now();
  let busy = machineBusyMs();
  while (Date.now() - started < SETTLE_MAX_MS) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_WINDOW_MS));
    const now = machineBusyMs();
    if (now - busy < SETTLE_WINDOW_MS * SETTLED_SHARE) break;
    busy = now;
  }
}

/**
 * One Lighthouse run (its default mobile preset: Moto G class device, simulated slow 4G). A CPU
 * slowdown other than the preset's 4x calibrates the simulated phone to a slower machine, as
 * Lighthouse's throttling guide describes (docs/throttling.md, "Calibrating the CPU slowdown").
 */
export async function runLighthouse(url: string, options: { cpuSlowdown?: number } = {}): Promise<PageFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    await settle();
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ...(options.cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: options.cpuSlowdown } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const requests =
      (audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> })
        ?.items ?? [];
    const failedAudits = Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id);
    return {
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      bestPractices: score(categories['best-practices']?.score),
      seo: score(categories.seo?.score),
      lcpMs: numeric('largest-contentful-paint'),
      cls: numeric('cumulative-layout-shift'),
      tbtMs: numeric('total-blocking-time'),
      scriptBytes: requests
        .filter((request) => request.resourceType === 'Script')
        .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
      failedAudits,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

/** axe on a phone-sized page, as Playwright drives it: the serious and critical violations. */
export async function runAxe(urls: readonly string[]): Promise<Map<string, string[]>> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox', '--disable-gpu'] });
  const found = new Map<string, string[]>();
  try {
    for (const url of urls) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'networkidle' });
      // The app starts after the first paint (apps/web/src/boot.ts); axe checks the page at rest,
      // once it runs and its reveal transitions have ended (a half-faded text is not a contrast fault).
      await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
      );
      const { violations } = await new AxeBuilder({ page }).analyze();
      found.set(
        url,
        violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id} (${violation.nodes.length})`),
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return found;
}
