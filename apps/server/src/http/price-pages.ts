// The pricing page's tables and calculator are figures of the lab's price list (sums, the cheapest
// plan), not prices a token could stand for (packages/domain/src/price-page-tokens.ts), so the server
// renders its body again for the list in force, through the web build's server entry (the same
// components as the browser's, which hydrates them with the list written into the page). The page is
// rendered once per list and kept with the other filled pages (lab-pages.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { DEFAULT_PRICE_LIST, LAB_PAGE_TOKENS, type PriceList } from '@filmlab/domain';
import { oneAtATime } from '../one-at-a-time.js';

/** The built pages (by file) whose body depends on the price list, and their routes. */
export const PRICE_LIST_PAGES: ReadonlyMap<string, string> = new Map([
  [path.join('pricing', 'index.html'), '/pricing'],
]);

interface ServerEntry {
  render(path: string, origin: string): Promise<string>;
  setServerPriceList?(list: PriceList | null): void;
}

/** A built page with its body rendered for `list` (the page as built when it does not depend on it). */
export type RenderWithPrices = (file: string, html: string, list: PriceList) => Promise<string>;

/** The built body of `route` replaced by `body`. */
export function withBody(html: string, route: string, body: string): string {
  const open = `<div id="root" data-prerendered="${route}">`;
  const start = html.indexOf(open);
  const end = html.lastIndexOf('</div>', html.lastIndexOf('</body>'));
  if (start < 0 || end < start + open.length) throw new Error(`${route}: the built page has no root to render into`);
  return html.slice(0, start + open.length) + body + html.slice(end);
}

/**
 * Null for a build without a server entry (tests' small builds). A render that fails is logged and the
 * page sent as built (the seed's figures, which the browser replaces): a price page never answers 500.
 */
export async function loadPricePages(
  webDist: string,
  log: { error(details: object, message: string): void },
): Promise<RenderWithPrices | null> {
  const entryFile = path.join(webDist, '.ssr', 'entry-server.js');
  if (!existsSync(entryFile)) return null;
  // The module shop-pages.ts imports too: one per process.
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const setList = entry.setServerPriceList;
  if (!setList) return null;
  // One render at a time: the list is the module's while it renders.
  const inTurn = oneAtATime();
  return async (file, html, list) => {
    const route = PRICE_LIST_PAGES.get(file);
    // The build rendered every page with the seed's list.
    // The pricing page shows no print sizes: a list that differs only in them reads as the build's.
    const { printSizes: _printSizes, ...shown } = list;
    if (!route || isDeepStrictEqual(shown, DEFAULT_PRICE_LIST)) return html;
    try {
      const body = await inTurn(async () => {
        setList(list);
        try {
          return await entry.render(route, LAB_PAGE_TOKENS.origin);
        } finally {
          setList(null);
        }
      });
      return withBody(html, route, body);
    } catch (error) {
      log.error({ err: error, route }, 'the page could not be rendered with the price list in force');
      return html;
    }
  };
}
