import { waitlistRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { joinWaitlist } from './join-waitlist.js';

export function registerWaitlistRoutes(api: FastifyInstance, deps: Deps) {
  void api.register(async (scope) => {
    // 201 when the e-mail joined now, 200 when it was already on the list (the contract's status is 201).
    scope.addHook('preSerialization', async (_request, reply, payload: { alreadyJoined?: boolean }) => {
      if (reply.statusCode === 201 && payload?.alreadyJoined === true) reply.code(200);
      return payload;
    });
    registerRoute(scope, waitlistRoutes.join, async ({ body }) => joinWaitlist({ db: deps.db, entry: body }));
  });
}
