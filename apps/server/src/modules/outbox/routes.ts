import { outboxRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { listOutboxEmails } from './list-outbox-emails.js';

export function registerOutboxRoutes(api: FastifyInstance, deps: Deps) {
  registerRoute(api, outboxRoutes.list, async ({ query, reply }) => {
    reply.header('cache-control', 'no-store');
    return listOutboxEmails({ db: deps.db, ...query });
  });
}
