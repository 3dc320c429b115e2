import type { RouteObject } from 'react-router';
import { loadQueriesOutsideMarketing, routes } from './route-table';

/**
 * The whole route table at once, the app's routes already in: for a page the server rendered with
 * them (entry-server.tsx, and start-server-page.tsx as it hydrates one), where no navigation is
 * there to patch them in (route-table.tsx createRoutePatcher).
 */
export async function routesWithAppTrees(): Promise<RouteObject[]> {
  const { appRouteTrees, publicAppRoutes } = await import('./app-routes');
  const withQueries = (list: RouteObject[]) => list.map((route) => loadQueriesOutsideMarketing(route, false));
  return routes.map((root) => ({
    ...root,
    children: [
      ...(root.children ?? []).map((child) =>
        child.id === 'public'
          ? { ...child, children: [...(child.children ?? []), ...withQueries(publicAppRoutes())] }
          : child,
      ),
      ...withQueries(appRouteTrees()),
    ],
  })) as RouteObject[];
}
