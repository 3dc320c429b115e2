import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { App } from '../app';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Hydration data (empty: these routes have no loaders) tells the router the page on screen is this
 * route's. Without it the router scrolls to the top as it starts, and a reader who began scrolling
 * before the app loaded (it loads after the first paint) was thrown back up.
 */
export const EMPTY_HYDRATION: HydrationState = { loaderData: {} };

/** Resolves the lazy routes `table` matches here, so the first client render is the HTML on screen. */
export async function loadMatchedRoutes(table: RouteObject[]): Promise<void> {
  const lazyMatches = matchRoutes(table, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}

/** Renders the app from scratch in place of whatever the container holds. */
export function renderApp(container: HTMLElement, router: Router): void {
  delete container.dataset.prerendered;
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

/**
 * Hydrates the HTML on screen. As a transition, React yields to the browser every few milliseconds,
 * so the page stays responsive (no long task) while it becomes interactive.
 */
export function hydrateApp(container: HTMLElement, router: Router): void {
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}
