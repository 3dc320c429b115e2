import { z } from 'zod';
import { idParamField } from './fields.js';

/**
 * Who may call a route. The server enforces it in one place (apps/server/src/http/authorize.ts).
 * - visitor: anyone, logged in or not
 * - user: any logged-in user
 * - self: the user named by the `id` path parameter, or an admin
 * - admin, vendor, messenger: that role (admins may call vendor and messenger routes too)
 * - station: a scanning station's token only (elsewhere a station token gets what a visitor gets, or a 403)
 */
export const accessLevels = ['visitor', 'user', 'self', 'admin', 'vendor', 'messenger', 'station'] as const;
export type Access = (typeof accessLevels)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface RouteContract<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  /** Path relative to /api, in Fastify style: /users/:id/address */
  method: HttpMethod;
  path: string;
  access: A;
  /** One line for people; the OpenAPI document's summary. */
  summary: string;
  /** The feature it belongs to: the OpenAPI tag, one per feature file. */
  tag: string;
  /**
   * The OpenAPI operationId when the contract has a natural name of its own; without one the
   * generator derives it from the route's name in the route table (route-names.ts).
   */
  operationId?: string;
  params?: Params;
  query?: Query;
  body?: Body;
  response: Response;
  /** Success status, 200 unless given. */
  status?: number;
  /**
   * Error statuses this route answers besides the ones every route of its kind does (see
   * errorStatuses): 402 a declined card, 409 a state conflict, 429 a rate limit, 413/415 uploads...
   */
  errors?: readonly number[];
}

export function defineRoute<
  Params extends z.ZodType = z.ZodNever,
  Query extends z.ZodType = z.ZodNever,
  Body extends z.ZodType = z.ZodNever,
  Response extends z.ZodType = z.ZodType,
  // The access level as written ('visitor'), so the server's handler types know who may be calling.
  A extends Access = Access,
>(contract: RouteContract<Params, Query, Body, Response, A>) {
  return contract;
}

/**
 * Every 4xx and 5xx carries this body (spec section 8). Each error names its field. Its id makes the
 * OpenAPI document list it once, under components, and refer to it from every operation.
 */
export const errorBody = z
  .object({
    /** For people: what went wrong and what to do. */
    message: z.string(),
    /** One entry per problem, each naming its field: "email: is already registered". */
    errors: z.array(z.string()),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof errorBody>;

/**
 * Every error status a route may answer, as the OpenAPI document lists them: 400 when it takes
 * params, a query or a body; 413 (over the size limit) and 415 (not JSON) when it takes a body;
 * 401 and 403 unless visitors may call it; 404 when its path names something; and the route's own
 * `errors`.
 */
export function errorStatuses(contract: RouteContract): number[] {
  const statuses = new Set<number>(contract.errors ?? []);
  if (contract.params || contract.query || contract.body) statuses.add(400);
  if (contract.body) [413, 415].forEach((status) => statuses.add(status));
  if (contract.access !== 'visitor') [401, 403].forEach((status) => statuses.add(status));
  if (contract.path.includes('/:')) statuses.add(404);
  return [...statuses].sort((a, b) => a - b);
}

export const idParam = z.strictObject({ id: idParamField() });
export const emptyResponse = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });
