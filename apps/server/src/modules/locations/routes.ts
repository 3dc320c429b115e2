import { locationRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import { processCacheFor } from '../../cache/process-cache.js';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { serializeOnce } from '../../http/serialize-once.js';
import { listLabLocations } from './list-lab-locations.js';
import { listZipCodes } from './list-zip-codes.js';

/** Announced after a write to the lab's locations or zip codes, so every process drops its copies. */
export const LOCATIONS_CHANGED = 'locations_changed';

/**
 * Locations and zip codes change when the lab edits them (today: the seed), and every visitor's map
 * and zip check reads them: a minute's copy per process, dropped at once when a write announces itself.
 */
export const LOCATIONS_CACHE_TTL_MS = 60_000;
export function registerLocationRoutes(api: FastifyInstance, deps: Deps) {
  const cache = processCacheFor(deps.events, {
    channel: LOCATIONS_CHANGED,
    ttlMs: LOCATIONS_CACHE_TTL_MS,
    maxEntries: 10,
  });
  registerRoute(api, locationRoutes.labLocations, async ({ reply }) => {
    // Browsers and shared caches may keep it briefly too.
    reply.header('cache-control', 'public, max-age=300');
    const answer = await cache.read('locations', async () => ({ locations: await listLabLocations({ db: deps.db }) }));
    return serializeOnce(reply, locationRoutes.labLocations.response, answer);
  });
  registerRoute(api, locationRoutes.zipCodes, async ({ query, reply }) => {
    reply.header('cache-control', 'public, max-age=300');
    const answer = await cache.read(`zip-codes:${String(query.active)}`, async () => ({
      zipCodes: await listZipCodes({ db: deps.db, active: query.active }),
    }));
    return serializeOnce(reply, locationRoutes.zipCodes.response, answer);
  });
}
