import '@fontsource-variable/inter-tight/wght.css';
import '@fontsource/ibm-plex-mono/latin-400.css';
import '@fontsource/ibm-plex-mono/latin-500.css';
import 'virtual:font-subsets.css';
import 'virtual:font-fallbacks.css';
import './ui/tokens.css';
import 'virtual:domain-tokens.css';
import './ui/base.css';
import { createBrowserRouter } from 'react-router';
import { loadQueryRuntime } from './lib/query-gate';
import { readServerQueries } from './lib/server-page';
import { getToken } from './lib/session-store';
import { EMPTY_HYDRATION, hydrateApp, loadMatchedRoutes, renderApp } from './lib/start-app';
import { yieldToBrowser } from './lib/yield-to-browser';
import { createRoutePatcher, routes } from './routes/route-table';

const container = document.getElementById('root')!;

/**
 * A page rendered ahead is hydrated: a marketing page (build/prerender.ts) here, a shop page the
 * server rendered with its data by start-server-page.tsx. The lazy routes it matches are loaded
 * first, so the first client render is the HTML already on screen. Other pages render fresh.
 */
async function start() {
  const path = window.location.pathname.replace(/(.)\/+$/, '$1');
  const rendered = container.dataset.prerendered === path;
  const serverQueries = rendered ? readServerQueries() : null;
  if (serverQueries) {
    await (await import('./start-server-page')).startServerPage(container, serverQueries);
    return;
  }
  // A visitor on a pre-rendered marketing page runs without TanStack Query (the landing JavaScript
  // budget); anyone signed in, and every other page, loads it before the first render.
  if (getToken() || !rendered) await loadQueryRuntime();
  if (!rendered) {
    // Another route's pre-rendered HTML (or none): render this route from scratch.
    renderApp(container, createBrowserRouter(routes, { patchRoutesOnNavigation: createRoutePatcher() }));
    return;
  }
  await loadMatchedRoutes(routes);
  await yieldToBrowser();
  const router = createBrowserRouter(routes, {
    hydrationData: EMPTY_HYDRATION,
    patchRoutesOnNavigation: createRoutePatcher(),
  });
  await yieldToBrowser();
  hydrateApp(container, router);
}

void start();
