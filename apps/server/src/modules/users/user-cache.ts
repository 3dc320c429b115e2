import type { FastifyInstance } from 'fastify';
import type { EventBus } from '../../adapters/events/event-bus.js';
import { addRouteHook, isWriteRoute } from '../../http/route-hooks.js';
import { processCacheFor, type ProcessCache } from '../../cache/process-cache.js';

/** Announced on the event bus after a write that may change users, so every process drops its copies. */
export const USERS_CHANGED = 'users_changed';

/**
 * How long a copy of a user (the session check, the current-user answer) may be served. The bus
 * normally drops copies at once on every process; this bounds staleness when a notification is missed.
 */
export const USER_CACHE_TTL_MS = 5_000;

/** The user cache: a change naming a user drops all their copies, their sign-in included. */
export interface UserCache extends ProcessCache {
  /** Drops exactly these tags' copies, here and on the other processes (the write hook's narrower drop). */
  changedExactly(tags: readonly string[]): Promise<void>;
}

/** The tag of a user's sign-in copies: their sessions and who they are, as every request checks them. */
export const signInTag = (userId: number | string) => `signin:${userId}`;

/** A user's id tags with their sign-in tags beside them. */
const withSignIn = (tags: readonly string[]) => [
  ...tags,
  ...tags.filter((tag) => /^\d+$/.test(tag)).map((id) => signInTag(id)),
];

/**
 * The users as the hot paths read them (every authenticated request checks its session; the web app
 * asks for the current user on every page), kept briefly in this process and tagged by user id (the
 * session checks by the user's sign-in tag, which a change naming the user drops as well).
 */
export function userCacheFor(events: EventBus): UserCache {
  const cache = processCacheFor(events, { channel: USERS_CHANGED, ttlMs: USER_CACHE_TTL_MS, maxEntries: 10_000 });
  return {
    read: (key, load, tag) => cache.read(key, load, tag),
    peek: (key) => cache.peek(key),
    changed: (tags) => cache.changed(tags && withSignIn(tags)),
    forget: (tags) => cache.forget(tags && withSignIn(tags)),
    changedExactly: (tags) => cache.changed(tags),
  };
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
 * Writes that change a customer's orders and nothing about who they are or how they are signed in
 * (placing, changing and paying an order): after one, the sign-in copies stay, so the customer's next
 * request is not checked against the database again. Any other write by a customer drops them with
 * the user's other copies; any write by staff, a visitor or a webhook drops every copy. A route left
 * out here costs only a reload.
 */
const KEEPS_SIGN_IN = [/^\/api\/orders\/:id(\/|$)/, /^\/api\/users\/:id\/orders(\/|$)/];

/**
 * Posts that write nothing at all: the local payment provider turning a card into a one-use token, as
 * Stripe.js does on Stripe's servers (a visitor's post, which would otherwise drop every copy).
 */
const WRITES_NOTHING = [/^\/api\/payments\/local\/tokenize$/];

/**
 * The tags a successful write drops: the users it may have changed, and their sign-in unless it keeps
 * it; none for a post that writes nothing.
 */
export function tagsTouchedBy(request: {
  sessionUser: { id: number; role: string } | null;
  params: unknown;
  routeOptions: { url?: string | undefined };
}): string[] | undefined {
  const url = request.routeOptions.url ?? '';
  if (WRITES_NOTHING.some((pattern) => pattern.test(url))) return [];
  const ids = usersTouchedBy(request);
  if (!ids) return undefined;
  return KEEPS_SIGN_IN.some((pattern) => pattern.test(url)) ? ids : withSignIn(ids);
}

/**
 * Every successful write through the API drops the copies of the users it may have changed, here
 * before the answer leaves (so the caller reads its own write) and on the other processes through the
 * bus. One hook on the API scope, so no write route can forget it.
 */
export function dropUsersOnWrites(scope: FastifyInstance, cache: UserCache): void {
  // Only write routes carry it (addRouteHook); the method is checked again for a route of both kinds.
  addRouteHook(
    scope,
    'onSend',
    (request, reply, payload, done) => {
      if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return done(null, payload);
      const tags = tagsTouchedBy(request);
      if (tags?.length === 0) return done(null, payload);
      (tags ? cache.changedExactly(tags) : cache.changed()).then(
        () => done(null, payload),
        (error: unknown) => done(error as Error),
      );
    },
    isWriteRoute,
  );
}
