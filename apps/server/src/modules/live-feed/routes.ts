import fastifyWebsocket from '@fastify/websocket';
import { errorBody, idParam, liveFeedRoutes } from '@filmlab/api';
import { SOCKET_PING_MS } from '@filmlab/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { authorize } from '../../http/authorize.js';
import type { SessionUser } from '../../http/session-user.js';
import { registerRoute } from '../../http/register.js';
import { createSessionAuthenticator } from '../auth/authenticator.js';
import type { SessionClaims } from '../auth/session-tokens.js';
import { issueLiveFeedTicket, redeemLiveFeedTicket } from './feed-tickets.js';
import { serveLiveFeed } from './serve-live-feed.js';
import { createSessionWatch } from './session-watch.js';
import { createUserFeed } from './user-feed.js';

export const LIVE_FEED_PATH = '/users/:id/zip-downloads/socket';

/** How long an upgrade waits for this process to be listening on the events channel. */
const READY_TIMEOUT_MS = 5000;

const socketQuery = z.strictObject({
  ticket: z
    .string()
    .min(1)
    .max(200)
    .optional()
    .describe(
      'A ticket from POST /users/{id}/zip-downloads/socket-tickets (single use, 30 s): browsers cannot set an ' +
        'Authorization header on a WebSocket, and a session token in a URL would land in access logs.',
    ),
});

const description = [
  'Upgrades to a WebSocket (send `Upgrade: websocket`); a plain GET is answered 426.',
  'Authenticate with the Authorization header or, from a browser, a `ticket` from',
  '`POST /users/{id}/zip-downloads/socket-tickets` (the session token itself is not taken in the URL).',
  'Only the user and admins may connect; anyone else is refused with 401 or 403 before the upgrade.',
  'The client sends the text `ping` (every 60 s) and receives `pong`. Each event for the user,',
  'such as `{"type":"zip-download",...}`, arrives as one JSON text message. The socket closes with',
  '1008 as soon as its session ends (a logout on any process).',
].join(' ');

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header ? header.replace(/^Bearer\s+/i, '').trim() || null : null;
}

function queryTicket(request: FastifyRequest): string | null {
  const ticket = (request.query as Record<string, unknown> | undefined)?.ticket;
  return typeof ticket === 'string' && ticket.length > 0 && ticket.length <= 200 ? ticket : null;
}

function admits(user: SessionUser | null, params: unknown): boolean {
  try {
    authorize('self', user, params);
    return true;
  } catch {
    return false;
  }
}

async function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new AppError('UNAVAILABLE', 'The live feed is not available right now')), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /users/:id/zip-downloads/socket: the user's live feed (spec section 7), and the route that
 * issues its tickets.
 */
export function registerLiveFeedRoutes(api: FastifyInstance, deps: Deps) {
  const bySession = createSessionAuthenticator(deps);
  const feed = createUserFeed(deps.events, (error) => api.log.warn({ err: error }, 'live feed: event not delivered'));
  const sessionWatch = createSessionWatch(deps.events);
  /** The session each admitted request came with, to check it again on pings and after logouts. */
  const sessionOf = new WeakMap<FastifyRequest, SessionClaims>();

  registerRoute(api, liveFeedRoutes.ticket, async ({ params, request }) => {
    const token = bearerToken(request);
    const claims = token ? await deps.sessions.verify(token) : null;
    // The route's access check admitted the session this token names.
    if (!claims) throw new AppError('UNAUTHORIZED', 'Log in to open the live feed');
    return issueLiveFeedTicket({ db: deps.db, claims, feedUserId: params.id });
  });

  api.register(async (scope) => {
    await scope.register(fastifyWebsocket, { options: { maxPayload: 1024 } });
    scope.addHook('onClose', async () => {
      feed.close();
      sessionWatch.close();
    });
    scope.withTypeProvider<ZodTypeProvider>().route({
      method: 'GET',
      url: LIVE_FEED_PATH,
      // The URL carries a ticket: single use and short-lived, but kept out of the request log lines too.
      logLevel: 'warn',
      schema: {
        operationId: 'liveFeedSocket',
        summary: "Live feed of the user's zip downloads (WebSocket)",
        description,
        tags: ['live feed'],
        params: idParam,
        querystring: socketQuery,
        // Its answers besides the upgrade itself: bad input, strangers, a plain GET, a feed not ready.
        response: Object.fromEntries([400, 401, 403, 426, 503].map((status) => [status, errorBody])),
      },
      config: { access: 'self' },
      // Before the upgrade and before validation, like every route: strangers get 401/403 and nothing else.
      preValidation: async (request) => {
        const fromHeader = request.sessionUser ? bearerToken(request) : null;
        let claims = fromHeader ? await deps.sessions.verify(fromHeader) : null;
        const ticket = claims ? null : queryTicket(request);
        if (ticket) {
          const feedUserId = Number((request.params as { id?: unknown }).id);
          claims = await redeemLiveFeedTicket({ db: deps.db, ticket, feedUserId });
          request.sessionUser = claims ? await bySession(claims) : null;
        }
        authorize('self', request.sessionUser, request.params);
        if (claims) sessionOf.set(request, claims);
      },
      // An upgrade waits until this process listens for the user's events, so none is missed after it.
      preHandler: async (request) => {
        if (request.ws) await within(feed.ready(), READY_TIMEOUT_MS);
      },
      handler: async (_request, reply) => {
        reply.code(426).header('upgrade', 'websocket');
        return { message: 'This route upgrades to a WebSocket', errors: [] };
      },
      wsHandler: (socket, request) => {
        const claims = sessionOf.get(request);
        serveLiveFeed({
          socket,
          userId: request.params.id,
          feed,
          stillAllowed: async () => (claims ? admits(await bySession(claims), request.params) : false),
          watchSession: claims ? (recheck) => sessionWatch.watch(claims.userId, recheck) : undefined,
          idleMs: 3 * SOCKET_PING_MS,
          onError: (error) => request.log.warn({ err: error }, 'live feed: session check failed'),
        });
      },
    });
  });
}
