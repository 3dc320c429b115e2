// The orders board's answers, kept briefly by each process (BOARD_CACHE_MS, 2 s by default): staff
// screens ask for the same filtered pages again and again, and a page with a rolls filter costs a
// search of the rolls. A write through this process's API drops every copy before its answer leaves
// (so staff read their own change at once); a lab step (a roll moved, rushed, an order received or
// adjusted) drops them on every process through the bus (lab-queue.ts's channel). Other processes'
// writes, and jobs', are seen within the TTL.
import type { FastifyInstance } from 'fastify';
import { processCacheFor, type ProcessCache } from '../../cache/process-cache.js';
import type { Deps } from '../../deps.js';
import { addRouteHook, isWriteRoute } from '../../http/route-hooks.js';
import { QUEUE_CHANNEL } from './lab-queue.js';

export const boardCacheFor = (deps: Pick<Deps, 'events' | 'config'>): ProcessCache =>
  processCacheFor(deps.events, { channel: QUEUE_CHANNEL, ttlMs: deps.config.boardCacheMs, maxEntries: 500 });

/** Every successful write through the API drops this process's copies (no bus message: it is local); reads skip it. */
export function dropBoardOnWrites(scope: FastifyInstance, cache: ProcessCache): void {
  addRouteHook(
    scope,
    'onSend',
    (request, reply, payload, done) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) cache.forget();
      done(null, payload);
    },
    isWriteRoute,
  );
}
