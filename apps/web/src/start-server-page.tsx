// Starts the app on a shop page the server rendered with its data (apps/server/src/http/shop-pages.ts):
// loaded by main.tsx on those pages only, so the landing page's entry does not carry it.
import { createBrowserRouter } from 'react-router';
import { cartStore } from './lib/cart-store';
import { loadQueryRuntime } from './lib/query-gate';
import { getToken } from './lib/session-store';
import { EMPTY_HYDRATION, hydrateApp, loadMatchedRoutes, renderApp } from './lib/start-app';
import { yieldToBrowser } from './lib/yield-to-browser';
import { routesWithAppTrees } from './routes/whole-route-table';

export async function startServerPage(container: HTMLElement, queries: unknown): Promise<void> {
  const [runtime, table] = await Promise.all([loadQueryRuntime(), routesWithAppTrees()]);
  await yieldToBrowser();
  // The answers the page was rendered from: the first render shows them, with no loading state.
  runtime.hydrate(queries);
  await loadMatchedRoutes(table);
  await yieldToBrowser();
  // Every route is in the table already: nothing to patch in on navigation.
  const router = createBrowserRouter(table, { hydrationData: EMPTY_HYDRATION });
  await yieldToBrowser();
  // The server rendered what a visitor sees: for a signed-in buyer (their prices, their collections),
  // or a cart with lines, the page is rendered afresh from the same answers.
  if (getToken() || cartStore.getState().cart.lines.length > 0) renderApp(container, router);
  else hydrateApp(container, router);
}
