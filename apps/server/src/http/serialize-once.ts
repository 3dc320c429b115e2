import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

const serialized = new WeakMap<object, Buffer>();

/**
 * Answers with `value` serialized through the route's response schema, as every route is, but only
 * once per value: a page served from a per-process cache is the same object on every hit, so its JSON
 * is made and encoded to UTF-8 bytes on the first and those bytes are written after. This is what lets
 * a cached page cost little more than a static answer. A value that is not shared (an admin's page)
 * is serialized as usual.
 */
export function serializeOnce<T extends object>(reply: FastifyReply, schema: z.ZodType, value: T): T {
  reply.type('application/json; charset=utf-8');
  reply.serializer(() => {
    let bytes = serialized.get(value);
    if (bytes === undefined) {
      bytes = Buffer.from(JSON.stringify(schema.parse(value)));
      serialized.set(value, bytes);
    }
    // Fastify writes a Buffer as it is; its serializer type only names strings.
    return bytes as unknown as string;
  });
  return value;
}
