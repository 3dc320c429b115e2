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

declare global {
  interface Window {
    __staticRouterHydrationData?: HydrationState;
  }
}

const container = document.getElementById('root')!;

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
  const router = createBrowserRouter(routes, {
    hydrationData: window.__staticRouterHydrationData,
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
