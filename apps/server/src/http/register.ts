import { errorBody, errorStatuses, type RouteContract } from '@filmlab/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../errors.js';
import { authorize } from './authorize.js';
import { unstorableTextIn } from './text-guard.js';
import type { SessionUser, StationCaller } from './session-user.js';

type Infer<T> = [NonNullable<T>] extends [z.ZodType] ? z.output<NonNullable<T>> : undefined;

export interface HandlerContext<C extends RouteContract> {
  params: Infer<C['params']>;
  query: Infer<C['query']>;
  body: Infer<C['body']>;
  /** Set when the route's access demands it; may also be set on visitor routes. */
  user: C['access'] extends 'visitor' ? SessionUser | null : SessionUser;
  /** The scanning station calling: set on station routes, and only there. */
  station: StationCaller | null;
  ip: string;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<C extends RouteContract> = (ctx: HandlerContext<C>) => Promise<z.input<C['response']>>;

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
    station: StationCaller | null;
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

/**
 * Wires one contract to its handler: validate (schemas) -> authorize (access) -> handler -> present.
 * Route files call this and nothing else, so every route reads the same way (DESIGN.md rule 11).
 */
export function registerRoute<C extends RouteContract>(app: FastifyInstance, contract: C, handler: Handler<C>) {
  const status = contract.status ?? 200;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    schema: {
      summary: contract.summary,
      tags: [contract.tag],
      ...(contract.access === 'visitor' ? {} : { security: [{ bearer: [] }] }),
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      // Every error answers with the same body; the statuses listed are the ones this route can give.
      response: {
        [status]: contract.response,
        ...Object.fromEntries(errorStatuses(contract).map((code) => [code, errorBody])),
      },
    },
    config: { access: contract.access },
    // Authorization runs before the body is validated so a stranger learns nothing from 400s. Then
    // the text as sent is checked, so an error names the field the client knows.
    preValidation: (request, _reply, done) => {
      try {
        authorize(contract.access, request.sessionUser, request.params, request.station);
        refuseUnstorableText(contract, request);
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    // And again once the schemas have parsed every part, for text a schema made (JSON in a query).
    preHandler: (request, _reply, done) => {
      try {
        refuseUnstorableText(contract, request);
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params as never,
        query: request.query as never,
        body: request.body as never,
        user: request.sessionUser as never,
        station: request.station as never,
        ip: request.ip,
        request,
        reply,
      });
      reply.code(status);
      return result;
    },
  });
}
