import { z } from 'zod';

/**
 * Who may call a route. The server enforces it in one place (apps/server/src/http/authorize.ts).
 * - visitor: anyone, logged in or not
 * - user: any logged-in user
 * - self: the user named by the `id` path parameter, or an admin
 * - admin, vendor, messenger: that role (admins may call vendor and messenger routes too)
 */
export const accessLevels = ['visitor', 'user', 'self', 'admin', 'vendor', 'messenger'] as const;
export type Access = (typeof accessLevels)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface RouteContract<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  /** Path relative to /api, in Fastify style: /users/:id/address */
  method: HttpMethod;
  path: string;
  access: Access;
  summary: string;
  tag: string;
  params?: Params;
  query?: Query;
  body?: Body;
  response: Response;
  /** Success status, 200 unless given. */
  status?: number;
}

export function defineRoute<
  Params extends z.ZodType = z.ZodNever,
  Query extends z.ZodType = z.ZodNever,
  Body extends z.ZodType = z.ZodNever,
  Response extends z.ZodType = z.ZodType,
>(contract: RouteContract<Params, Query, Body, Response>) {
  return contract;
}

/** Every 4xx and 5xx carries this body (spec section 8). Each error names its field. */
export const errorBody = z.object({
  message: z.string(),
  errors: z.array(z.string()),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const idParam = z.strictObject({ id: z.coerce.number().int().positive() });
export const emptyResponse = z.object({ ok: z.literal(true) });
