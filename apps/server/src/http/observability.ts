import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, onResponseHookHandler } from 'fastify';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { authorize } from './authorize.js';
import type { Authenticator } from './session-user.js';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const token = header?.replace(/^Bearer\s+/i, '').trim();
  return token || null;
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus metrics at /metrics: request durations by route and status, plus process defaults.
 * They show the routes people use and how busy the lab is, so they are for staff: an admin's session,
 * or METRICS_TOKEN as a bearer token (what a Prometheus scrape job sends with `authorization`).
 */
export function installMetrics(
  app: FastifyInstance,
  options: { authenticate: Authenticator; metricsToken: string | undefined },
) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  // Each route gets a hook of its own that knows its path, so no request builds `request.routeOptions`
  // (a fresh object on every read) to learn it; callback-style hooks cost no promise. A request that
  // matched no route is counted by the app-wide hook, under "unmatched".
  const observer =
    (route: string): onResponseHookHandler =>
    (request, reply, done) => {
      duration.observe({ method: request.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
      done();
    };
  app.addHook('onRoute', (route) => {
    const own = route.onResponse;
    route.onResponse = [...(own === undefined ? [] : Array.isArray(own) ? own : [own]), observer(route.url)];
  });
  const unmatched = observer('unmatched');
  app.addHook('onResponse', function (request, reply, done) {
    if (request.is404) return unmatched.call(this, request, reply, done);
    done();
  });
  app.get(
    '/metrics',
    {
      schema: { hide: true },
      preHandler: async (request) => {
        const token = bearerToken(request);
        if (token && options.metricsToken && sameToken(token, options.metricsToken)) return;
        authorize('admin', token ? await options.authenticate(token) : null, {});
      },
    },
    async (_request, reply) => {
      reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
      return registry.metrics();
    },
  );
}
