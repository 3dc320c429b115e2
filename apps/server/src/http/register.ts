import { errorBody, errorStatuses, type RouteContract } from '@filmlab/api';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerHookHandler,
  preValidationHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../errors.js';
import { authorize } from './authorize.js';
import { unstorableTextIn } from './text-guard.js';
import type { SessionUser, StationCaller } from './session-user.js';

type Infer<T> = [NonNullable<T>] extends [z.ZodType] ? z.output<NonNullable<T>> : undefined;

interface BaseContext<C extends RouteContract> {
  params: Infer<C['params']>;
  query: Infer<C['query']>;
  body: Infer<C['body']>;
  /** The scanning station calling: set on station routes, and only there. */
  station: StationCaller | null;
  ip: string;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * The caller, on routes that read it: every route whose access needs a session, and the visitor
 * routes registered with `{ readsCaller: true }` (a staff member sees more of the shop). Other
 * visitor routes have no `user` at all, so a handler cannot read one its request never looked up.
 */
type CallerContext<C extends RouteContract, ReadsCaller extends boolean> = C['access'] extends 'visitor'
  ? ReadsCaller extends true
    ? { user: SessionUser | null }
    : object
  : { user: SessionUser };

export type HandlerContext<C extends RouteContract, ReadsCaller extends boolean = false> = BaseContext<C> &
  CallerContext<C, ReadsCaller>;

export type Handler<C extends RouteContract, ReadsCaller extends boolean = false> = (
  ctx: HandlerContext<C, ReadsCaller>,
) => Promise<z.input<C['response']>>;

export interface RouteOptions<ReadsCaller extends boolean> {
  /** A visitor route whose answer depends on who asks: its requests look their session up. */
  readsCaller?: ReadsCaller;
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
    station: StationCaller | null;
  }
  interface FastifyContextConfig {
    access?: RouteContract['access'];
    /** False: this route reads no session, so its requests look none up (http/session-hook.ts). */
    session?: boolean;
  }
}

/** A 400 naming every field of the parts the route reads whose text the database cannot store. */
function refuseUnstorableText(contract: RouteContract, request: FastifyRequest): void {
  const errors = [
    ...(contract.params ? unstorableTextIn(request.params, 'params') : []),
    ...(contract.query ? unstorableTextIn(request.query, 'query') : []),
    ...(contract.body ? unstorableTextIn(request.body, 'body') : []),
  ];
  if (errors.length > 0) throw new AppError('BAD_REQUEST', 'Some fields are not valid', errors.slice(0, 20));
}

/** True when a request of this route must know its caller (see CallerContext and session-hook.ts). */
function needsSession(contract: RouteContract, readsCaller: boolean): boolean {
  // Writes keep their caller even on visitor routes: the write hooks drop only the caller's own
  // copies then, instead of every user's (modules/users/user-cache.ts).
  return contract.access !== 'visitor' || readsCaller || contract.method !== 'GET';
}

/**
 * Wires one contract to its handler: validate (schemas) -> authorize (access) -> handler -> present.
 * Route files call this and nothing else, so every route reads the same way (DESIGN.md rule 11).
 * A step with nothing to check is not installed: a visitor's route without params, query or body (a
 * public list) runs no authorization or text hook, as it would find nothing to refuse.
 */
export function registerRoute<C extends RouteContract, ReadsCaller extends boolean = false>(
  app: FastifyInstance,
  contract: C,
  handler: Handler<C, ReadsCaller>,
  options: RouteOptions<ReadsCaller> = {},
) {
  const status = contract.status ?? 200;
  const session = needsSession(contract, options.readsCaller === true);
  const readsText = Boolean(contract.params ?? contract.query ?? contract.body);
  // Authorization runs before the body is validated so a stranger learns nothing from 400s. Then
  // the text as sent is checked, so an error names the field the client knows.
  const preValidation: preValidationHookHandler = (request, _reply, done) => {
    try {
      authorize(contract.access, request.sessionUser, request.params, request.station);
      if (readsText) refuseUnstorableText(contract, request);
      done();
    } catch (error) {
      done(error as Error);
    }
  };
  // And again once the schemas have parsed every part, for text a schema made (JSON in a query).
  const preHandler: preHandlerHookHandler = (request, _reply, done) => {
    try {
      refuseUnstorableText(contract, request);
      done();
    } catch (error) {
      done(error as Error);
    }
  };
  // authorize() lets every visitor and station through on a visitor route: only the text is left to check.
  const checksBeforeValidation = contract.access !== 'visitor' || readsText;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    schema: {
      summary: contract.summary,
      tags: [contract.tag],
      // The operationId and security are derived from the contract by the document's generator
      // (http/openapi.ts).
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      // Every error answers with the same body; the statuses listed are the ones this route can give.
      response: {
        [status]: contract.response,
        ...Object.fromEntries(errorStatuses(contract).map((code) => [code, errorBody])),
      },
    },
    config: { access: contract.access, session },
    ...(checksBeforeValidation ? { preValidation } : {}),
    ...(readsText ? { preHandler } : {}),
    // Not an async function: the handler's own promise is the answer, with no second one around it.
    handler: (request, reply) => {
      reply.code(status);
      return handler({
        params: request.params as never,
        query: request.query as never,
        body: request.body as never,
        user: request.sessionUser as never,
        station: request.station as never,
        ip: request.ip,
        request,
        reply,
      } as HandlerContext<C, ReadsCaller>);
    },
  });
}
