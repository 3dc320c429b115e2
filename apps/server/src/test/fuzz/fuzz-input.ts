// What the fuzzer sends to one operation, how it is generated from the operation's zod schemas and
// a valid call (its route row), and how it becomes a request, byte for byte, lone surrogates included.
import type { RouteContract } from '@filmlab/api';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import Stripe from 'stripe';
import type { CallParts } from '../row-types.js';
import type { Caller } from '../roles.js';
import { applyMutation, mutationArbitrary, nastyArbitrary, type Part } from './mutations.js';
import { arbitraryFor } from './zod-arbitrary.js';

export interface FuzzInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  /** Raw bytes for the routes that take them (uploads, the webhook) instead of a JSON body. */
  raw?: Buffer;
  contentType?: string;
  /** The webhook: sign the bytes as the payment provider would, or send this signature instead. */
  signature?: { secret: string } | string;
}

/** Percent-encoding that also carries lone surrogates (as the bytes a lax encoder would send). */
export function encodeText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      out += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

/** How a generated value is written in a URL: text as it is, anything else as JSON. */
const asText = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

/**
 * A path parameter that would change which route answers is sent with a space before it: an empty
 * one (`/users/` is another route), `.` and `..` (the URL resolves them away).
 */
const segment = (text: string) => (/^(\.|%2e){0,2}$/i.test(text) ? ` ${text}` : text);

const entriesOf = (value: unknown): Array<[string, unknown]> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.entries(value)
    : value === undefined
      ? []
      : [['', value]];

export function toRequest(contract: RouteContract, input: FuzzInput, caller: Caller): InjectOptions {
  const params = Object.fromEntries(entriesOf(input.params));
  const path = contract.path.replace(/:(\w+)/g, (_match, name: string) => encodeText(segment(asText(params[name]))));
  const query = entriesOf(input.query)
    .map(([key, value]) => `${encodeText(key)}=${encodeText(asText(value))}`)
    .join('&');
  const headers: Record<string, string> = {};
  if (caller.token) headers.authorization = `Bearer ${caller.token}`;
  const request: InjectOptions = { method: contract.method, url: `/api${path}${query ? `?${query}` : ''}`, headers };
  if (input.raw) {
    request.payload = input.raw;
    headers['content-type'] = input.contentType ?? 'application/octet-stream';
  } else if (input.body !== undefined) {
    request.payload = JSON.stringify(input.body);
    headers['content-type'] = input.contentType ?? 'application/json';
  }
  if (input.signature !== undefined) {
    headers['stripe-signature'] =
      typeof input.signature === 'string'
        ? input.signature
        : new Stripe('sk_test_fuzz').webhooks.generateTestHeaderString({
            payload: (input.raw ?? Buffer.alloc(0)).toString('utf8'),
            secret: input.signature.secret,
          });
  }
  return request;
}

/** A route row's valid call as fuzz input: a signed link's URL is split back into params and query. */
export function inputFromCall(contract: RouteContract, parts: CallParts): FuzzInput {
  const input: FuzzInput = { params: parts.params, query: parts.query };
  if (parts.url) {
    const url = new URL(parts.url, 'http://x');
    const names = [...contract.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
    const pattern = new RegExp(`^${contract.path.replace(/:\w+/g, '([^/]+)')}$`);
    const values = pattern.exec(url.pathname)?.slice(1) ?? [];
    input.params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(values[i] ?? '')]));
    input.query = Object.fromEntries(url.searchParams);
  }
  if (Buffer.isBuffer(parts.body)) {
    input.raw = parts.body;
    input.contentType = parts.headers?.['content-type'];
  } else input.body = parts.body;
  return input;
}

/** Raw bodies: the valid one, random bytes, or the valid one cut short. */
const rawArbitrary = (valid: Buffer | undefined) =>
  fc.oneof(
    fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
    ...(valid ? [fc.constant(valid), fc.nat({ max: valid.length }).map((n) => valid.subarray(0, n))] : []),
  );

/**
 * Inputs for one operation: generated from its schemas, the row's valid call as it is, and either
 * of those with one or two mutations. For raw routes, raw bodies; for the webhook, signed or not.
 */
export function inputArbitrary(
  contract: RouteContract,
  valid: FuzzInput | null,
  options: { raw: boolean; webhookSecret?: string },
): fc.Arbitrary<FuzzInput> {
  const parts = (['params', 'query', 'body'] as const).filter((part) => contract[part]) as Part[];
  const generated = fc.record({
    params: contract.params ? arbitraryFor(contract.params) : fc.constant(undefined),
    query: contract.query ? arbitraryFor(contract.query) : fc.constant(undefined),
    body: contract.body ? arbitraryFor(contract.body) : fc.constant(undefined),
  }) as fc.Arbitrary<FuzzInput>;
  const bases = valid ? fc.oneof(generated, fc.constant(valid)) : generated;
  const mutatable = options.raw || !contract.body ? parts.filter((part) => part !== 'body') : parts;
  const mutated =
    mutatable.length > 0
      ? fc
          .tuple(bases, fc.array(mutationArbitrary(mutatable), { minLength: 1, maxLength: 2 }))
          .map(([base, mutations]) => mutations.reduce(applyMutation, base))
      : bases;
  const shaped = fc.oneof(
    { arbitrary: generated, weight: 2 },
    { arbitrary: valid ? fc.constant(valid) : generated, weight: 1 },
    { arbitrary: mutated, weight: 3 },
  );
  if (options.webhookSecret) {
    const secret = options.webhookSecret;
    const event = fc
      .record({
        id: fc.oneof(fc.string(), nastyArbitrary),
        object: fc.constant('event'),
        type: fc.oneof(fc.constantFrom('payment_intent.succeeded', 'charge.refunded'), fc.string(), nastyArbitrary),
        data: fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.record({ object: fc.jsonValue({ maxDepth: 2 }) })),
      })
      .map((value) => Buffer.from(JSON.stringify(value)));
    return fc.record({
      raw: fc.oneof(rawArbitrary(valid?.raw), event),
      contentType: fc.constantFrom('application/json', 'text/plain'),
      signature: fc.oneof(fc.constant({ secret }), fc.string({ maxLength: 80 })),
    });
  }
  if (options.raw)
    return fc
      .tuple(shaped, rawArbitrary(valid?.raw), fc.constantFrom('image/png', 'image/jpeg', 'application/octet-stream'))
      .map(([input, raw, contentType]) => ({ ...input, body: undefined, raw, contentType }));
  // Now and then a body that does not say it is JSON.
  return fc
    .tuple(
      shaped,
      fc.oneof(
        { arbitrary: fc.constant(undefined), weight: 20 },
        fc.constantFrom('text/plain', 'application/json; charset=utf-8'),
      ),
    )
    .map(([input, contentType]) => (contentType && input.body !== undefined ? { ...input, contentType } : input));
}
