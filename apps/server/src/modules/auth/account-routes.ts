import { routes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { presentUser } from '../users/present-user.js';
import { createUser } from './create-user.js';
import { updateUser } from './update-user.js';

/**
 * The account writes that need a password: an admin making an account (with a password, or an
 * invitation link to choose one) and a person changing their details (a new e-mail needs their
 * password). The users module keeps the account rows; these flows are the auth module's.
 */
export function registerAccountRoutes(api: FastifyInstance, deps: Deps) {
  const { db, blobs, mailer, config, events } = deps;

  registerRoute(api, routes.users.update, async ({ params, body, user, ip }) => {
    const updated = await updateUser({
      db,
      config,
      mailer,
      events,
      caller: user,
      userId: params.id,
      changes: body,
      ip,
    });
    return presentUser({ db, blobs, viewerRole: user.role, user: updated });
  });
  registerRoute(api, routes.users.create, async ({ body, user }) =>
    presentUser({
      db,
      blobs,
      viewerRole: user.role,
      user: await createUser({ db, mailer, config, events, input: body }),
    }),
  );
}
