import { routes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { listUsers } from './list-users.js';
import { presentUserById, presentUsers } from './present-user.js';

export function registerUserRoutes(api: FastifyInstance, deps: Deps) {
  const { db, blobs } = deps;

  registerRoute(api, routes.users.get, async ({ params, user }) =>
    presentUserById({ db, blobs, viewerRole: user.role, userId: params.id }),
  );
  registerRoute(api, routes.users.list, async ({ query, user }) => {
    const page = await listUsers({ db, query });
    return { users: await presentUsers({ db, blobs, viewerRole: user.role, users: page.rows }), count: page.count };
  });
}
