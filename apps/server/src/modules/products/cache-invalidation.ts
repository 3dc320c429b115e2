import type { FastifyInstance } from 'fastify';
import type { CatalogueCache } from './catalogue-cache.js';

/**
 * Every successful write through the catalogue's routes (products, variants, details, images,
 * collections) empties the shop's cached pages, here before the answer leaves and on the other
 * processes through the event bus. One hook on the scope, so no write route can forget it.
 */
export function clearCacheOnWrites(scope: FastifyInstance, cache: CatalogueCache): void {
  scope.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) await cache.changed();
    return payload;
  });
}
