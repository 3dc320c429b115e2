import { preferenceRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { listPreferences } from './list-preferences.js';
import { setPreference } from './set-preference.js';
import { updatePreference } from './update-preference.js';

export function registerPreferenceRoutes(api: FastifyInstance, deps: Deps) {
  const { db } = deps;
  registerRoute(api, preferenceRoutes.list, async ({ params, user }) => ({
    preferences: await listPreferences({ db, userId: params.id, actorRole: user.role }),
  }));
  registerRoute(api, preferenceRoutes.set, async ({ params, body, user }) => ({
    preference: await setPreference({ db, userId: params.id, actorRole: user.role, input: body }),
  }));
  registerRoute(api, preferenceRoutes.update, async ({ params, body, user }) => ({
    preference: await updatePreference({
      db,
      userId: params.id,
      prefId: params.prefId,
      actorRole: user.role,
      input: body,
    }),
  }));
}
