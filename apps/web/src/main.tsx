import '@fontsource-variable/inter-tight/wght.css';
import '@fontsource/ibm-plex-mono/latin-400.css';
import '@fontsource/ibm-plex-mono/latin-500.css';
import 'virtual:font-subsets.css';
import 'virtual:font-fallbacks.css';
import './ui/tokens.css';
import 'virtual:domain-tokens.css';
import './ui/base.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { App } from './app';
import { loadQueryRuntime } from './lib/query-gate';
import { getToken } from './lib/session-store';
import { createRoutePatcher, routes } from './routes/route-table';

const container = document.getElementById('root')!;
const EMPTY_HYDRATION: HydrationState = { loaderData: {} };

/**
 * A pre-rendered marketing page (build/prerender.ts) is hydrated: the lazy routes it matches are
 * loaded first, so the first client render is the HTML already on screen. Other pages render fresh.
 */
async function start() {
  const path = window.location.pathname.replace(/(.)\/+$/, '$1');
  // A visitor on a pre-rendered marketing page runs without TanStack Query (the landing JavaScript
  // budget); anyone signed in, and every other page, loads it before the first render.
  if (getToken() || container.dataset.prerendered !== path) await loadQueryRuntime();
  // Until the server serves each route its own file, a page may arrive with another route's HTML.
  if (container.dataset.prerendered !== path) {
    // Another route's pre-rendered HTML (or none): render this route from scratch.
    delete container.dataset.prerendered;
    container.replaceChildren();
    createRoot(container).render(
      <StrictMode>
        <App router={createBrowserRouter(routes, { patchRoutesOnNavigation: createRoutePatcher() })} />
      </StrictMode>,
    );
    return;
  }
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
  // Hydration data (empty: the marketing routes load no data) tells the router the page on screen
  // is this route's. Without it the router scrolls to the top as it starts, and a reader who began
  // scrolling before the app loaded (it loads after the hero image) was thrown back up.
  const router = createBrowserRouter(routes, {
    hydrationData: EMPTY_HYDRATION,
    patchRoutesOnNavigation: createRoutePatcher(),
  });
  // Hydrating as a transition lets React yield to the browser every few milliseconds, so the page
  // stays responsive (no long task) while it becomes interactive.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}

void start();
