import type { FastifyInstance } from 'fastify';
import type { EventBus } from '../../adapters/events/event-bus.js';
import { processCacheFor, type ProcessCache } from '../../cache/process-cache.js';

/** Announced on the event bus after a write that may change users, so every process drops its copies. */
export const USERS_CHANGED = 'users_changed';

/**
 * How long a copy of a user (the session check, the current-user answer) may be served. The bus
 * normally drops copies at once on every process; this bounds staleness when a notification is missed.
 */
export const USER_CACHE_TTL_MS = 5_000;

/**
 * The users as the hot paths read them (every authenticated request checks its session; the web app
 * asks for the current user on every page), kept briefly in this process and tagged by user id.
 */
export function userCacheFor(events: EventBus): ProcessCache {
  return processCacheFor(events, { channel: USERS_CHANGED, ttlMs: USER_CACHE_TTL_MS, maxEntries: 10_000 });
}

/** A path parameter as a user id tag ('007' -> '7'), or undefined when it is not a number. */
function idOf(value: unknown): string | undefined {
  const text = String(value);
  return /^\d+$/.test(text) ? String(Number(text)) : undefined;
}

/**
 * Which users a successful write may have changed, or undefined for "any of them". A customer's write
 * touches their own account and the account in its path (`/users/:id/...`); anything else (a sign-up,
 * a password reset by e-mailed token, a payment webhook, any staff action) may touch any user.
 */
export function usersTouchedBy(request: {
  sessionUser: { id: number; role: string } | null;
  params: unknown;
}): string[] | undefined {
  const caller = request.sessionUser;
  if (!caller || caller.role !== 'CUSTOMER') return undefined;
  const params = (request.params ?? {}) as { id?: unknown; userId?: unknown };
  const ids = new Set([String(caller.id)]);
  for (const value of [params.id, params.userId]) {
    const id = idOf(value);
    if (id) ids.add(id);
  }
  return [...ids];
}

/**
 * Every successful write through the API drops the copies of the users it may have changed, here
 * before the answer leaves (so the caller reads its own write) and on the other processes through the
 * bus. One hook on the API scope, so no write route can forget it.
 */
export function dropUsersOnWrites(scope: FastifyInstance, cache: ProcessCache): void {
  // Callback style: reads, nearly every request, pass straight through without a promise.
  scope.addHook('onSend', (request, reply, payload, done) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return done(null, payload);
    cache.changed(usersTouchedBy(request)).then(
      () => done(null, payload),
      (error: unknown) => done(error as Error),
    );
  });
}
