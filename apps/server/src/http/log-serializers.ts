import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a secret: reset, guest and session tokens, link signatures, codes. */
const SECRET_QUERY_PARAMS = /^(token|access_token|id_token|sig|signature|code|secret|password)$/i;

/**
 * Error properties that may hold a query's values: drizzle's `params`, node-postgres's `detail`
 * ("Key (email)=(...) already exists"), `where` and `internalQuery` (a function's statement).
 */
const SECRET_ERROR_KEYS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery']);

const REDACTED = '[redacted]';

/** Paths whose segment after the prefix is a secret: a share link's code opens the member's scans. */
const SECRET_PATH_SEGMENT = /^((?:\/api)?\/shared-scans\/)[^/?#]+/;

/**
 * The URL with secret path segments (share codes) and the values of secret query parameters
 * replaced; the rest of the path and the other parameters stay.
 */
export function redactUrl(url: string): string {
  url = url.replace(SECRET_PATH_SEGMENT, `$1${REDACTED}`);
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as sent.
      }
      return equals !== -1 && SECRET_QUERY_PARAMS.test(decoded) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, mark + 1)}${query}`;
}

/**
 * The message without values: drizzle appends "params: ..." to "Failed query: ...", and
 * PostgreSQL quotes the offending value in "invalid input syntax for type uuid: "..."".
 */
function redactMessage(message: string): string {
  return message.replace(/\nparams: [\s\S]*$/, `\nparams: ${REDACTED}`).replace(/: ".*"$/s, `: "${REDACTED}"`);
}

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** The shape of pino's standard error serializer (type, message, stack, own fields, cause), minus secrets. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: redactMessage(String(error)), stack: '' };
  const message = redactMessage(error.message);
  const out: SerializedError = {
    type: error.constructor?.name ?? error.name,
    message,
    // The stack starts with the message, so it carries the same values.
    stack: (error.stack ?? '').split(error.message).join(message),
  };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'cause' || SECRET_ERROR_KEYS.has(key) || value === undefined) continue;
    out[key] = value instanceof Error ? serializeError(value, depth + 1) : value;
  }
  if (error.cause !== undefined && depth < 5) out.cause = serializeError(error.cause, depth + 1);
  if (error instanceof AggregateError && depth < 5) out.errors = error.errors.map((e) => serializeError(e, depth + 1));
  return out;
}

/**
 * The logger's serializers (app.ts), used for every `err` and `req` the app logs: Fastify's request
 * lines and every `log.error({ err })`. Fastify's own request shape, with the URL redacted.
 */
export const logSerializers = {
  err: (error: unknown) => serializeError(error),
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};
