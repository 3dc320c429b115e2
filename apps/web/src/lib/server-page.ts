// A shop page the app server rendered with its data (entry-server.tsx renderShopPage,
// apps/server/src/http/shop-pages.ts): the answers it was rendered from travel in a JSON block,
// which the browser does not execute (the CSP allows no inline script), for the query client.

export const SERVER_QUERIES_ID = 'server-queries';

/** The dehydrated query state the page was rendered from, or null on any other page. */
export function readServerQueries(): unknown {
  const block = document.getElementById(SERVER_QUERIES_ID);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as unknown;
  } catch {
    return null;
  }
}

/**
 * Until the app's first render is on screen (App marks it): a component whose first render must match
 * the server's HTML (which knows no window) starts as the server did while this holds.
 */
export function isFirstRender(): boolean {
  return typeof document === 'undefined' || document.documentElement.dataset.appReady !== 'true';
}
