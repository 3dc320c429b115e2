import type { FastifyInstance, onRequestHookHandler, onSendHookHandler, RouteOptions } from 'fastify';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True for a route that may write (POST, PUT, PATCH, DELETE). */
export const isWriteRoute = (route: RouteOptions) =>
  (Array.isArray(route.method) ? route.method : [route.method]).some((method) => !READS.has(method));

type RouteHooks = { onRequest: onRequestHookHandler; onSend: onSendHookHandler };

/**
 * Adds `hook` to every route registered in `scope` from now on (its child scopes included) for which
 * `applies(route)` holds, as that route's own hook. The other routes never run it, not even to find
 * it has nothing to do. Call it before the routes are registered.
 */
export function addRouteHook<Name extends keyof RouteHooks>(
  scope: FastifyInstance,
  name: Name,
  hook: RouteHooks[Name],
  applies: (route: RouteOptions) => boolean,
): void {
  scope.addHook('onRoute', (route) => {
    if (!applies(route)) return;
    const own: unknown = route[name];
    const hooks = own === undefined ? [] : Array.isArray(own) ? own : [own];
    (route as unknown as Record<Name, unknown>)[name] = [...hooks, hook];
  });
}
