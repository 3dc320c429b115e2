// Server entry: pre-renders the marketing routes at build time (build/prerender.ts), and renders the
// shop's pages with their products and the pricing page with the lab's price list at run time in the
// app server (apps/server/src/http/shop-pages.ts, price-pages.ts),
// each through the same route table with a static router, waiting for every lazy part.
import type { PageWordsResponse } from '@filmlab/api';
import { dehydrate, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { prefetchShopPage, type ShopPage } from './features/shop/prefetch-shop-page';
import { createQueryClient } from './lib/query-client';
import { setServerPageWords as setWords } from './content/landing/page-words';
import { forgetLandingCopies } from './routes/pages/landing-route';
import { routes } from './routes/route-table';
import { routesWithAppTrees } from './routes/whole-route-table';

export { landingContentFor, LANDING_CONTENT } from './content/landing';
export { MARKETING } from './features/marketing/config';
export { sceneSrcSet } from './features/marketing/landing-page/scene-images';
export { faqGroups } from './features/marketing/pages/faq';
export { faqJsonLd } from './features/marketing/pages/page-words';
export { documentTitle, pageMetaFor, STATIC_MARKETING_PATHS } from './features/marketing/seo/page-meta';
export { SITE } from './lib/site';
export { appRoutePatterns } from './routes/route-patterns';
export { setApiFetch } from './lib/api-client';
export { setServerPriceList } from './lib/use-price-list';
export { withPageWords } from './content/landing/page-words';
export { setServerSitePhotos } from './features/marketing/landing-page/hero-photos';

/** The words the next render of a local page shows (null: none); the copies read before are forgotten. */
export function setServerPageWords(words: PageWordsResponse | null): void {
  forgetLandingCopies?.();
  setWords(words);
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

async function renderWith(table: RouteObject[], path: string, origin: string, queryClient: QueryClient) {
  const handler = createStaticHandler(table);
  const context = await handler.query(new Request(new URL(path, origin)));
  if (context instanceof Response) throw new Error(`${path} redirected (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {/* No inline hydration script: the CSP allows none, and the client resolves its lazy routes before hydrating. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
    // Keep every finished Suspense boundary inline: a crawler without JavaScript must see the page,
    // not a fallback with the content parked in a hidden element.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return streamToString(prelude);
}

/** The HTML of `path` as the browser would first render it for a visitor, with hydration data. */
export function render(path: string, origin: string): Promise<string> {
  return renderWith(routes, path, origin, createQueryClient());
}

let wholeTable: Promise<RouteObject[]> | null = null;

export interface RenderedShopPage extends ShopPage {
  /** The page's HTML (empty for a redirect). */
  html: string;
  /** The answers it was rendered from, for the browser's query client (main.tsx hydrates with them). */
  state: DehydratedState;
}

/**
 * A shop page (/collections, a collection, /products/{slug}) rendered with its products as a visitor
 * sees them, or null when `path` is none. The API is reached through setApiFetch.
 */
export async function renderShopPage(path: string, origin: string): Promise<RenderedShopPage | null> {
  const queryClient = createQueryClient();
  const page = await prefetchShopPage(queryClient, path);
  if (!page) return null;
  if (page.redirect) return { ...page, html: '', state: dehydrate(queryClient) };
  wholeTable ??= routesWithAppTrees();
  const html = await renderWith(await wholeTable, path, origin, queryClient);
  return { ...page, html, state: dehydrate(queryClient) };
}
