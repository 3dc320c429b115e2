import { locationRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { listLabLocations } from './list-lab-locations.js';
import { listZipCodes } from './list-zip-codes.js';

export function registerLocationRoutes(api: FastifyInstance, deps: Deps) {
  registerRoute(api, locationRoutes.labLocations, async ({ reply }) => {
    // Changes only when the lab edits its locations; a short shared cache spares the database.
    reply.header('cache-control', 'public, max-age=300');
    return { locations: await listLabLocations({ db: deps.db }) };
  });
  registerRoute(api, locationRoutes.zipCodes, async ({ query, reply }) => {
    reply.header('cache-control', 'public, max-age=300');
    return { zipCodes: await listZipCodes({ db: deps.db, active: query.active }) };
  });
}
