import type { RouteContract } from '@filmlab/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { authorize } from './authorize.js';
import type { SessionUser } from './session-user.js';

type Infer<T> = [NonNullable<T>] extends [z.ZodType] ? z.output<NonNullable<T>> : undefined;

export interface HandlerContext<C extends RouteContract> {
  params: Infer<C['params']>;
  query: Infer<C['query']>;
  body: Infer<C['body']>;
  /** Set when the route's access demands it; may also be set on visitor routes. */
  user: C['access'] extends 'visitor' ? SessionUser | null : SessionUser;
  ip: string;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<C extends RouteContract> = (ctx: HandlerContext<C>) => Promise<z.input<C['response']>>;

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
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
      response: { [status]: contract.response },
    },
    config: { access: contract.access },
    // Authorization runs before the body is validated so a stranger learns nothing from 400s.
    preValidation: (request, _reply, done) => {
      try {
        authorize(contract.access, request.sessionUser, request.params);
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
        ip: request.ip,
        request,
        reply,
      });
      reply.code(status);
      return result;
    },
  });
}
