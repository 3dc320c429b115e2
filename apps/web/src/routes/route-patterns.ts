import type { RouteObject } from 'react-router';
import { appRouteTrees, publicAppRoutes } from './app-routes';
import { routes } from './route-table';

// The app's route table as path patterns, for the server to tell a page from a 404
// (build/prerender.ts writes them to dist/route-patterns.json; apps/server/src/http/web-app.ts
// reads them). Imported by the build and tests only: it loads every route, which the browser
// entry patches in lazily.

const join = (parent: string, path: string) => `${parent.replace(/\/$/, '')}/${path}`.replace(/\/{2,}/g, '/');

/**
 * Every path a route renders, with its `:params` and trailing `*`. A bare `*` route catches what no
 * other route matches (the not-found page, the user and admin areas' redirect to /): it is left
 * out, so those paths stay unknown.
 */
export function patternsOf(tree: readonly RouteObject[], parent = '/'): string[] {
  return tree.flatMap((route) => {
    if (route.path === '*') return [];
    const here = route.path === undefined ? parent : join(parent, route.path);
    const own = route.index || (route.path !== undefined && !route.children?.length) ? [here] : [];
    return [...own, ...patternsOf(route.children ?? [], here)];
  });
}

/** The patterns of the whole app: the entry's routes and those patched in on navigation. */
export function appRoutePatterns(): string[] {
  return [...new Set([...patternsOf(routes), ...patternsOf(publicAppRoutes()), ...patternsOf(appRouteTrees())])].sort();
}
