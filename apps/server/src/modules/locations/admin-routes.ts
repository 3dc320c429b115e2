import { labSettingsRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import { processCacheFor } from '../../cache/process-cache.js';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { LOCATIONS_CHANGED } from './routes.js';
import { updateLabLocation } from './update-lab-location.js';

/** Lab settings: staff edit the locations the public site lists. */
export function registerLabSettingsRoutes(api: FastifyInstance, deps: Deps) {
  const cache = processCacheFor(deps.events, { channel: LOCATIONS_CHANGED, ttlMs: 60_000, maxEntries: 10 });
  registerRoute(api, labSettingsRoutes.updateLocation, async ({ params, body }) => {
    const location = await updateLabLocation({ db: deps.db, id: params.id, input: body });
    await cache.changed();
    return { location };
  });
}
