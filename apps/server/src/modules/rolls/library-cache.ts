import type { FastifyInstance } from 'fastify';
import type { EventBus } from '../../adapters/events/event-bus.js';
import { processCacheFor, type ProcessCache } from '../../cache/process-cache.js';

/** Announced on the event bus after a change to a member's library, so every process drops its pages. */
export const LIBRARY_CHANGED = 'library_changed';

/**
 * The app's copies of library pages (a page of rolls or scans, a roll, a scan, the filters), kept
 * for LIBRARY_CACHE_MS (5 s by default). A write through the library's routes, or a finished
 * derivatives job, drops the member's pages at once on every process; the time bounds staleness when
 * a notification is missed or something else writes (a roll's lab events). Signed file links in a
 * copy stay valid for an hour, far longer.
 */
export const libraryCacheFor = (deps: { events: EventBus; config: { libraryCacheMs: number } }): ProcessCache =>
  processCacheFor(deps.events, { channel: LIBRARY_CHANGED, ttlMs: deps.config.libraryCacheMs, maxEntries: 5_000 });

/** Every cached page of one member carries this tag. */
export const libraryTag = (userId: number) => `user:${userId}`;

/** A member's page, read through the cache under a key naming the page and its query. */
export function readLibrary<T>(
  cache: ProcessCache,
  userId: number,
  page: string,
  query: unknown,
  load: () => Promise<T>,
): Promise<T> {
  return cache.read(`${userId}|${page}|${JSON.stringify(query ?? null)}`, load, libraryTag(userId));
}

/**
 * Every successful write through the library's routes (all under /users/:id) drops that member's
 * cached pages, here before the answer leaves and on the other processes through the bus.
 */
export function clearLibraryOnWrites(scope: FastifyInstance, cache: ProcessCache): void {
  scope.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return payload;
    const userId = Number((request.params as { id?: unknown } | undefined)?.id);
    if (Number.isSafeInteger(userId)) await cache.changed([libraryTag(userId)]);
    return payload;
  });
}
