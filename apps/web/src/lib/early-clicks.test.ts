import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyClicks } from './early-clicks';

// A pre-rendered product page as the server sends it: no handlers until the app is ready.
function page() {
  document.body.innerHTML = `
    <div id="root" data-prerendered="/products/portra-400">
      <article>
        <a href="/collections">Shop</a>
        <label><input type="radio" name="variant" value="2" /> 5-pack</label>
        <button type="button" class="add">Add To Cart</button>
        <button type="button" disabled>Sold Out</button>
      </article>
    </div>`;
  return document.getElementById('root')!;
}

/** What app.tsx does once the app has rendered; the observer answers in a microtask. */
async function appReady() {
  document.documentElement.dataset.appReady = 'true';
  await Promise.resolve();
}

const click = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

describe('clicks before the app is ready', () => {
  afterEach(async () => {
    // Each test's listeners end once the app is ready; a fresh page for the next.
    await appReady();
    delete document.documentElement.dataset.appReady;
    document.body.replaceChildren();
  });

  it('are held, then replayed on the same control once the app has rendered', async () => {
    const root = page();
    holdEarlyClicks();
    const add = root.querySelector('button.add')!;
    const handler = vi.fn();
    // The app's handler, on the root as React attaches them, sees nothing before it is ready.
    root.addEventListener('click', (event) => handler((event.target as Element).textContent));
    expect(click(add)).toBe(false); // its default was prevented
    click(add);
    expect(handler).not.toHaveBeenCalled();

    await appReady();
    expect(handler.mock.calls).toEqual([['Add To Cart'], ['Add To Cart']]);
    // Once ready, clicks go straight through, and nothing is replayed twice.
    click(add);
    expect(handler).toHaveBeenCalledTimes(3);
  });

  it('replays an option chosen early, and leaves links and disabled buttons alone', async () => {
    const root = page();
    holdEarlyClicks();
    const radio = root.querySelector<HTMLInputElement>('input[type="radio"]')!;
    click(radio);
    expect(radio.checked).toBe(false);
    expect(click(root.querySelector('a')!)).toBe(true);
    const disabled = root.querySelector('button[disabled]')!;
    const handler = vi.fn();
    root.addEventListener('click', (event) => handler((event.target as Element).tagName));
    disabled.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

    await appReady();
    expect(radio.checked).toBe(true);
    expect(handler.mock.calls).toEqual([['BUTTON'], ['INPUT']]);
  });

  it('finds the control again when the app rendered the page afresh', async () => {
    const root = page();
    holdEarlyClicks();
    const before = root.querySelector('button.add')!;
    click(before);
    // A signed-in buyer or a cart with lines: the app renders the page anew, with new nodes.
    root.innerHTML = String(root.innerHTML);
    const after = root.querySelector('button.add')!;
    expect(after).not.toBe(before);
    const handler = vi.fn();
    root.addEventListener('click', (event) => handler(event.target));
    await appReady();
    expect(handler.mock.calls).toEqual([[after]]);
  });

  it('does not click a different control that took its place', async () => {
    const root = page();
    holdEarlyClicks();
    click(root.querySelector('button.add')!);
    root.innerHTML = root.innerHTML.replace('Add To Cart', 'Members Only');
    const handler = vi.fn();
    root.addEventListener('click', handler);
    await appReady();
    expect(handler).not.toHaveBeenCalled();
  });
});
