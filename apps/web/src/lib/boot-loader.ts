/**
 * How a pre-rendered page starts its app (src/boot.ts): after the first screen is painted. Kept
 * free of imports, so the boot entry stays a few hundred bytes.
 */

/** How long the app waits at most for the hero image before it starts anyway. */
export const FIRST_PAINT_WAIT_MS = 2500;

/**
 * Runs `run` once the first screen is painted: after the priority images (the hero, or the first
 * tiles of a shop page, marked `fetchpriority="high"`) have loaded or failed, and a frame has been
 * drawn; or at once when the reader touches, clicks or types first, since they want the page to
 * respond.
 */
export function afterFirstPaint(run: () => void, doc: Document = document): void {
  let started = false;
  const pending = [...doc.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter(
    (image) => !image.complete,
  );
  const start = (painted: readonly HTMLImageElement[] = []) => {
    if (started) return;
    started = true;
    // Once the pictures are decoded, two frames on: they have been painted by then, so the app's
    // downloads and work come after the largest paint instead of before it.
    void Promise.all(painted.map((image) => image.decode?.().catch(() => undefined))).then(() =>
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(run, 0))),
    );
  };
  for (const type of ['pointerdown', 'keydown'] as const)
    doc.addEventListener(type, () => start(), { once: true, capture: true, passive: true });
  if (pending.length === 0) {
    start();
    return;
  }
  let left = pending.length;
  const settled = () => {
    left -= 1;
    if (left === 0) start(pending);
  };
  for (const image of pending) {
    image.addEventListener('load', settled, { once: true });
    image.addEventListener('error', settled, { once: true });
  }
  setTimeout(() => start(), FIRST_PAINT_WAIT_MS);
}

/** The next task: the browser paints and answers input before the next piece of work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** How many preload links are added per task: adding one starts its fetch, which takes a phone a moment. */
export const PRELOADS_PER_TASK = 8;

/**
 * Adds the app's module script (`data-app`) and preloads the route's chunks (`data-chunks`). The
 * preloads are added a few per task, and the chunks are run one per task before the app itself
 * (running a module runs what it imports first, and never twice): a phone spends many short tasks
 * instead of a few long ones, so the page keeps answering taps and scrolls while the app starts.
 */
export function startApp(
  doc: Document = document,
  run: (href: string) => Promise<unknown> = (href) => import(/* @vite-ignore */ href),
): Promise<void> {
  const boot = doc.querySelector<HTMLScriptElement>('script[data-app]');
  if (!boot?.dataset.app) return Promise.resolve();
  const chunks = boot.dataset.chunks?.split(' ').filter(Boolean) ?? [];
  const preload = (hrefs: readonly string[]) => {
    for (const href of hrefs) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      doc.head.append(link);
    }
  };
  // The first few now, the rest a few per task after it.
  preload(chunks.slice(0, PRELOADS_PER_TASK));
  let preloaded = Promise.resolve();
  for (let start = PRELOADS_PER_TASK; start < chunks.length; start += PRELOADS_PER_TASK) {
    const batch = chunks.slice(start, start + PRELOADS_PER_TASK);
    preloaded = preloaded.then(nextTask).then(() => preload(batch));
  }
  const app = doc.createElement('script');
  app.type = 'module';
  app.crossOrigin = '';
  app.src = boot.dataset.app;
  return chunks
    .reduce((previous, href) => previous.then(() => run(href)).then(nextTask, nextTask), preloaded as Promise<unknown>)
    .then(() => {
      doc.head.append(app);
    });
}
