// The shop's pages (/collections, a collection, /products/{slug}) rendered here per request with their
// products, through the web build's server entry (dist/.ssr/entry-server.js, the same components as
// the browser's) into the template the build wrote for them (dist/.ssr/shop-page.html: CSS inline,
// the boot script). The catalogue changes at run time, so build-time HTML would not do; a page is kept
// as long as the catalogue's own cache keeps its answers (a write anywhere drops it).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { escapeHtml, scriptJson } from '@filmlab/domain';
import type { FastifyInstance } from 'fastify';
import { withHead } from './page-heads.js';

/** What entry-server.tsx's renderShopPage answers. */
interface RenderedShopPage {
  status: number;
  redirect: string | null;
  title: string;
  description: string;
  path: string;
  html: string;
  state: unknown;
}

interface ServerEntry {
  renderShopPage(path: string, origin: string): Promise<RenderedShopPage | null>;
  setApiFetch(send: (url: string, init: RequestInit) => Promise<Response>): void;
  documentTitle(title: string): string;
}

export type ShopPageAnswer = { status: number; html: string } | { status: 301; location: string };

export interface ShopPages {
  /** The page at `route` (a raw path without a trailing slash), or null when it is no shop page. */
  render(route: string): Promise<ShopPageAnswer | null>;
}

/** A read-through copy dropped on every catalogue write (modules/products/catalogue-cache.ts). */
export interface PageCache {
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/** Null for a build without a server entry (tests' small builds, builds from before it). */
export async function loadShopPages(
  app: FastifyInstance,
  webDist: string,
  options: { publicUrl: string; cache: PageCache },
): Promise<ShopPages | null> {
  const entryFile = path.join(webDist, '.ssr', 'entry-server.js');
  const templateFile = path.join(webDist, '.ssr', 'shop-page.html');
  if (!existsSync(entryFile) || !existsSync(templateFile)) return null;
  const template = readFileSync(templateFile, 'utf8');
  // One module per process (its chunks import it by path), and so one API it calls: the last app
  // installed in the process. A server runs one app; tests that run several render with one.
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  // The page's API calls answer in this process, exactly as over HTTP, as a visitor's would.
  entry.setApiFetch(async (url, init) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json' },
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  });

  const fill = (route: string, page: RenderedShopPage): string => {
    const head = {
      title: entry.documentTitle(page.title),
      description: page.description,
      image: null,
      url: `${options.publicUrl}${page.path}`,
      noindex: page.status !== 200,
    };
    return withHead(template, head)
      .replace('<!--shop-page-head-->', '')
      .replace('<!--shop-page-path-->', () => escapeHtml(route))
      .replace('<!--shop-page-body-->', () => page.html)
      .replace(
        '<!--shop-page-data-->',
        () => `<script type="application/json" id="server-queries">${scriptJson(page.state)}</script>`,
      );
  };

  return {
    render(route) {
      if (!/^\/(?:collections|products)(?:\/[^/]+)?$/.test(route)) return Promise.resolve(null);
      return options.cache.read(`shop-page:${route}`, async (): Promise<ShopPageAnswer | null> => {
        try {
          const page = await entry.renderShopPage(route, options.publicUrl);
          if (!page) return null;
          if (page.redirect) return { status: 301, location: page.redirect };
          return { status: page.status, html: fill(route, page) };
        } catch (error) {
          // The app shell still serves the page, rendered in the browser.
          app.log.warn({ err: error, route }, 'rendering a shop page failed; serving the app shell');
          return null;
        }
      });
    },
  };
}
