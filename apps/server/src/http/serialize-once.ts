import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

const serialized = new WeakMap<object, string>();

/**
 * Answers with `value` serialized through the route's response schema, as every route is, but only
 * once per value: a page served from the catalogue cache is the same object on every hit, so its JSON
 * is made on the first and reused after. This is what lets a cached shop page cost no more than a
 * static answer. A value that is not shared (an admin's page) is serialized as usual.
 */
export function serializeOnce<T extends object>(reply: FastifyReply, schema: z.ZodType, value: T): T {
  reply.serializer(() => {
    let json = serialized.get(value);
    if (json === undefined) {
      json = JSON.stringify(schema.parse(value));
      serialized.set(value, json);
    }
    return json;
  });
  return value;
}
