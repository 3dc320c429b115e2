import fastifyWebsocket from '@fastify/websocket';
import { errorBody, idParam } from '@filmlab/api';
import { SOCKET_PING_MS } from '@filmlab/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { authorize } from '../../http/authorize.js';
import type { SessionUser } from '../../http/session-user.js';
import { createAuthenticator } from '../auth/authenticator.js';
import { serveLiveFeed } from './serve-live-feed.js';
import { createUserFeed } from './user-feed.js';

export const LIVE_FEED_PATH = '/users/:id/zip-downloads/socket';

/** How long an upgrade waits for this process to be listening on the events channel. */
const READY_TIMEOUT_MS = 5000;

const socketQuery = z.strictObject({
  token: z
    .string()
    .min(1)
    .max(4096)
    .optional()
    .describe('The session token; browsers cannot set an Authorization header on a WebSocket.'),
});

const description = [
  'Upgrades to a WebSocket (send `Upgrade: websocket`); a plain GET is answered 426.',
  'Authenticate with the Authorization header or, from a browser, the `token` query parameter.',
  'Only the user and admins may connect; anyone else is refused with 401 or 403 before the upgrade.',
  'The client sends the text `ping` (every 60 s) and receives `pong`. Each event for the user,',
  'such as `{"type":"zip-download",...}`, arrives as one JSON text message.',
].join(' ');

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header ? header.replace(/^Bearer\s+/i, '').trim() || null : null;
}

function queryToken(request: FastifyRequest): string | null {
  const token = (request.query as Record<string, unknown> | undefined)?.token;
  return typeof token === 'string' && token.length > 0 && token.length <= 4096 ? token : null;
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

/** GET /users/:id/zip-downloads/socket: the user's live feed (spec section 7). */
export function registerLiveFeedRoutes(api: FastifyInstance, deps: Deps) {
  const authenticate = createAuthenticator(deps);
  const feed = createUserFeed(deps.events, (error) => api.log.warn({ err: error }, 'live feed: event not delivered'));
  /** The token each admitted request was authenticated with, to check it again on pings. */
  const tokens = new WeakMap<FastifyRequest, string>();

  api.register(async (scope) => {
    await scope.register(fastifyWebsocket, { options: { maxPayload: 1024 } });
    scope.addHook('onClose', async () => feed.close());

    scope.withTypeProvider<ZodTypeProvider>().route({
      method: 'GET',
      url: LIVE_FEED_PATH,
      // The URL may carry the session token: keep it out of the request log lines.
      logLevel: 'warn',
      schema: {
        summary: "Live feed of the user's zip downloads (WebSocket)",
        description,
        tags: ['live-feed'],
        security: [{ bearer: [] }],
        params: idParam,
        querystring: socketQuery,
        response: { 426: errorBody },
      },
      config: { access: 'self' },
      // Before the upgrade and before validation, like every route: strangers get 401/403 and nothing else.
      preValidation: async (request) => {
        const fromHeader = request.sessionUser ? bearerToken(request) : null;
        const fromQuery = fromHeader ? null : queryToken(request);
        if (fromQuery) request.sessionUser = await authenticate(fromQuery);
        authorize('self', request.sessionUser, request.params);
        const token = fromHeader ?? fromQuery;
        if (token) tokens.set(request, token);
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
        const token = tokens.get(request);
        serveLiveFeed({
          socket,
          userId: request.params.id,
          feed,
          stillAllowed: async () => (token ? admits(await authenticate(token), request.params) : false),
          idleMs: 3 * SOCKET_PING_MS,
          onError: (error) => request.log.warn({ err: error }, 'live feed: session check failed'),
        });
      },
    });
  });
}
