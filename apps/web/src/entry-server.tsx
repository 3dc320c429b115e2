// Server entry for pre-rendering the marketing routes at build time (build/prerender.ts): renders a
// path through the same route table with a static router and waits for every lazy part.
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createQueryClient } from './lib/query-client';
import { routes } from './routes/route-table';

export { landingContentFor, LANDING_CONTENT } from './content/landing';
export { MARKETING } from './features/marketing/config';
export { sceneSrcSet } from './features/marketing/landing-page/scene-images';
export { faqGroups } from './features/marketing/pages/faq';
export { documentTitle, pageMetaFor, STATIC_MARKETING_PATHS } from './features/marketing/seo/page-meta';
export { SITE } from './lib/site';
export { appRoutePatterns } from './routes/route-patterns';

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** The HTML of `path` as the browser would first render it for a visitor, with hydration data. */
export async function render(path: string, origin: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, origin)));
  if (context instanceof Response) throw new Error(`${path} redirected (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
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
