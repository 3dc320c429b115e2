/**
 * Clicks on a pre-rendered page before its app is ready (src/boot.ts): the page is on screen while
 * its JavaScript loads, and a click on "Add To Cart", a quantity step or an option would do nothing
 * there. They are held and replayed, in order, on the same controls once the app has rendered
 * (app.tsx marks `<html data-app-ready="true">`). Links are left alone: they are real links and navigate.
 * React replays clicks itself only once hydration has begun, so this covers the time before it.
 * Kept free of imports, so the boot entry stays small.
 */

/** What a click is held for: controls that act through the app. */
const HELD = 'button, input[type="radio"], input[type="checkbox"], label';

interface HeldClick {
  /** Child indexes from the root: the app may render the page afresh (a signed-in buyer), new nodes. */
  path: number[];
  /** The control as it was, so a different one in its place is not clicked. */
  signature: string;
}

const signatureOf = (element: Element) =>
  [
    element.tagName,
    element.getAttribute('name') ?? '',
    element.getAttribute('value') ?? '',
    element.textContent?.trim() ?? '',
  ].join('|');

function pathOf(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node: Element = element; node !== root; node = node.parentElement!)
    path.unshift(Array.prototype.indexOf.call(node.parentElement!.children, node));
  return path;
}

function atPath(root: Element, path: readonly number[]): Element | null {
  let node: Element | null = root;
  for (const index of path) node = node?.children[index] ?? null;
  return node;
}

/** Holds clicks on the page's controls until the app is ready, then clicks them again. */
export function holdEarlyClicks(doc: Document = document): void {
  const root = doc.getElementById('root');
  if (!root) return;
  const held: HeldClick[] = [];
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(HELD) : null;
    if (!target || !root.contains(target) || target.matches(':disabled')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ path: pathOf(root, target), signature: signatureOf(target) });
  };
  doc.addEventListener('click', hold, true);
  const ready = new MutationObserver(() => {
    if (doc.documentElement.dataset.appReady !== 'true') return;
    ready.disconnect();
    doc.removeEventListener('click', hold, true);
    for (const click of held.splice(0)) {
      const control = atPath(root, click.path);
      if (control instanceof HTMLElement && signatureOf(control) === click.signature && !control.matches(':disabled'))
        control.click();
    }
  });
  ready.observe(doc.documentElement, { attributes: true, attributeFilter: ['data-app-ready'] });
}
