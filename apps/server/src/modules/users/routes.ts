import { routes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { createUser } from './create-user.js';
import { listUsers } from './list-users.js';
import { presentUser, presentUserById, presentUsers } from './present-user.js';
import { updateUser } from './update-user.js';

export function registerUserRoutes(api: FastifyInstance, deps: Deps) {
  const { db, blobs, mailer, config } = deps;

  registerRoute(api, routes.users.get, async ({ params, user }) =>
    presentUserById({ db, blobs, viewerRole: user.role, userId: params.id }),
  );
  registerRoute(api, routes.users.update, async ({ params, body, user, ip }) => {
    const updated = await updateUser({
      db,
      config,
      mailer,
      events: deps.events,
      caller: user,
      userId: params.id,
      changes: body,
      ip,
    });
    return presentUser({ db, blobs, viewerRole: user.role, user: updated });
  });
  registerRoute(api, routes.users.list, async ({ query, user }) => {
    const page = await listUsers({ db, query });
    return { users: await presentUsers({ db, blobs, viewerRole: user.role, users: page.rows }), count: page.count };
  });
  registerRoute(api, routes.users.create, async ({ body, user }) =>
    presentUser({
      db,
      blobs,
      viewerRole: user.role,
      user: await createUser({ db, mailer, config, events: deps.events, input: body }),
    }),
  );
}
