import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, FIRST_PAINT_WAIT_MS, PRELOADS_PER_TASK, startApp } from './boot-loader';

describe('boot loader', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    document.head.replaceChildren();
    document.body.replaceChildren();
  });

  const hero = (complete: boolean) => {
    const image = document.createElement('img');
    image.setAttribute('fetchpriority', 'high');
    Object.defineProperty(image, 'complete', { value: complete });
    document.body.append(image);
    return image;
  };

  it('starts the app after the hero image has loaded and a frame is drawn, once', async () => {
    const image = hero(false);
    const run = vi.fn();
    afterFirstPaint(run);
    await vi.advanceTimersByTimeAsync(100);
    expect(run).not.toHaveBeenCalled();
    image.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(50);
    expect(run).toHaveBeenCalledTimes(1);
    // The fallback timer does not start it a second time.
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for every priority image of the first screen (the shop opens with two tiles)', async () => {
    const first = hero(false);
    const second = hero(false);
    hero(true);
    const run = vi.fn();
    afterFirstPaint(run);
    first.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(50);
    expect(run).not.toHaveBeenCalled();
    second.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(50);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits until the loaded hero is decoded before it counts the frames', async () => {
    const image = hero(false);
    let decoded = () => {};
    image.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    const run = vi.fn();
    afterFirstPaint(run);
    image.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(100);
    expect(run).not.toHaveBeenCalled();
    decoded();
    await vi.advanceTimersByTimeAsync(50);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('starts the app when the hero fails to load', async () => {
    const image = hero(false);
    const run = vi.fn();
    afterFirstPaint(run);
    image.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(50);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('starts the app anyway when the hero never answers', async () => {
    hero(false);
    const run = vi.fn();
    afterFirstPaint(run);
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MS - 1);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(50);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the reader touches or types before the hero has loaded', async () => {
    hero(false);
    const run = vi.fn();
    afterFirstPaint(run);
    document.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(50);
    expect(run).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('starts at the next frame on a page without a hero, or with one already loaded', async () => {
    const run = vi.fn();
    afterFirstPaint(run);
    await vi.advanceTimersByTimeAsync(50);
    expect(run).toHaveBeenCalledTimes(1);
    hero(true);
    afterFirstPaint(run);
    await vi.advanceTimersByTimeAsync(50);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("preloads the route's chunks, runs them one per task, then adds the app's module script", async () => {
    const boot = document.createElement('script');
    boot.dataset.app = '/assets/index-1.js';
    boot.dataset.chunks = '/assets/a-1.js /assets/b-2.js';
    document.head.append(boot);
    const ran: string[] = [];
    const started = startApp(document, async (href) => {
      ran.push(href);
    });
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual(['/assets/a-1.js', '/assets/b-2.js']);
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    // One chunk per task: the second waits for the task after the first, the app for the one after it.
    expect(ran).toEqual(['/assets/a-1.js']);
    await vi.runOnlyPendingTimersAsync();
    expect(ran).toEqual(['/assets/a-1.js', '/assets/b-2.js']);
    expect(document.head.querySelector('script[src]')).toBeNull();
    await vi.runOnlyPendingTimersAsync();
    await started;
    const app = document.head.querySelector<HTMLScriptElement>('script[src]');
    expect(app?.getAttribute('src')).toBe('/assets/index-1.js');
    expect(app?.getAttribute('crossorigin')).toBe('');
    expect(app?.type).toBe('module');
  });

  it('adds the preloads a few per task, all of them before the first chunk runs', async () => {
    const boot = document.createElement('script');
    boot.dataset.app = '/assets/index-1.js';
    const hrefs = Array.from({ length: PRELOADS_PER_TASK * 2 + 1 }, (_, index) => `/assets/c${index}.js`);
    boot.dataset.chunks = hrefs.join(' ');
    document.head.append(boot);
    const preloaded = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;
    const ran: string[] = [];
    const preloadedWhenRun: number[] = [];
    const started = startApp(document, async (href) => {
      ran.push(href);
      preloadedWhenRun.push(preloaded());
    });
    expect(preloaded()).toBe(PRELOADS_PER_TASK);
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    expect(preloaded()).toBe(PRELOADS_PER_TASK);
    await vi.runAllTimersAsync();
    await started;
    expect(ran).toEqual(hrefs);
    expect(new Set(preloadedWhenRun)).toEqual(new Set([hrefs.length]));
    expect(document.head.querySelector('script[src]')?.getAttribute('src')).toBe('/assets/index-1.js');
  });

  it('still starts the app when a chunk fails to load', async () => {
    const boot = document.createElement('script');
    boot.dataset.app = '/assets/index-1.js';
    boot.dataset.chunks = '/assets/a-1.js';
    document.head.append(boot);
    const started = startApp(document, () => Promise.reject(new Error('offline')));
    await vi.advanceTimersByTimeAsync(5);
    await started;
    expect(document.head.querySelector('script[src]')?.getAttribute('src')).toBe('/assets/index-1.js');
  });

  it('does nothing on a page without a boot script', () => {
    startApp();
    expect(document.head.children).toHaveLength(0);
  });
});
