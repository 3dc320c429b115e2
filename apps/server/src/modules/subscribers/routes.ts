import { subscriberRoutes } from '@filmlab/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { listSubscribers } from './list-subscribers.js';
import { visitorCountry, visitorIp } from './request-origin.js';
import { subscribe } from './subscribe.js';

export function registerSubscriberRoutes(api: FastifyInstance, deps: Deps) {
  const { db, config } = deps;
  void api.register(async (scope) => {
    // 201 when the e-mail subscribed now, 200 when it already had; the body is the same either way.
    const repeats = new WeakSet<FastifyRequest>();
    scope.addHook('onSend', async (request, reply) => {
      if (repeats.has(request) && reply.statusCode === 201) reply.code(200);
    });
    registerRoute(scope, subscriberRoutes.subscribe, async ({ body, ip, request }) => {
      const result = await subscribe({
        db,
        body,
        ipAddress: visitorIp(ip),
        country: visitorCountry(request.headers, { header: config.countryHeader, trustProxy: config.trustProxy }),
      });
      if (result.alreadySubscribed) repeats.add(request);
      return result.subscription;
    });
  });
  registerRoute(api, subscriberRoutes.list, async ({ query, reply }) => {
    reply.header('cache-control', 'no-store');
    return listSubscribers({ db, ...query });
  });
}
