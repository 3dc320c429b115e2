import type { RouteContract } from '@filmlab/api';
import type { RoutePath } from '@filmlab/api/paths';
import { apiErrorMessage } from '@filmlab/domain';
import type { z } from 'zod';
import { failSession, flagTwoFactorRequired, getToken, setToken } from './session-store';

/** Everything the API serves lives under one prefix on the same origin. */
export const API_BASE = '/api';

/** A failed call: the status, the field errors the server named and one readable message (spec section 8). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly errors: string[] = [],
    /** The body's own `message`, e.g. 'Validation failed', shown above field errors. */
    readonly serverMessage: string | null = null,
  ) {
    super(message);
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /**
   * 'session' (default): a 401 or 403 puts the session into its login-error state.
   * 'ignore': the caller handles it, e.g. a wrong password on the login form.
   */
  onUnauthorized?: 'session' | 'ignore';
  /** The token to send instead of the stored one (logging out sends the one it is clearing). */
  token?: string;
}

/** The error a staff-only route answers while the session still owes its two-factor code. */
export const TWO_FACTOR_REQUIRED = 'twoFactor: required';

const NETWORK_MESSAGE = "We couldn't reach the lab. Check your connection and try again.";

type Fetch = (url: string, init: RequestInit) => Promise<Response>;
let send: Fetch = (url, init) => fetch(url, init);

/**
 * How requests reach the API: the browser's fetch, or, when the app server renders a page itself
 * (entry-server.tsx), its own in-process call, which answers exactly as the HTTP API would.
 */
export function setApiFetch(next: Fetch): void {
  send = next;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

/** The server sends the raw token; accept a "Bearer " prefix too. */
function tokenFromHeader(header: string | null): string | null {
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token || null;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function errorFrom(response: Response, body: unknown): ApiError {
  const record = (body && typeof body === 'object' ? body : {}) as { message?: unknown; errors?: unknown };
  const errors = Array.isArray(record.errors) ? record.errors.filter((e): e is string => typeof e === 'string') : [];
  const message = apiErrorMessage({
    statusText: response.statusText,
    message: typeof record.message === 'string' ? record.message : undefined,
    errors,
  });
  return new ApiError(response.status, message, errors, typeof record.message === 'string' ? record.message : null);
}

/**
 * JSON in, JSON out. Sends the stored token, stores a token the server returns in the
 * `authorization` header, and throws an ApiError for every 4xx/5xx.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ accept: 'application/json' });
  if (options.body !== undefined) headers.set('content-type', 'application/json');
  const token = options.token ?? getToken();
  if (token) headers.set('authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await send(buildUrl(path, options.query), {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, NETWORK_MESSAGE);
  }

  const fresh = tokenFromHeader(response.headers.get('authorization'));
  if (fresh && response.ok) setToken(fresh);

  const body = await readJson(response);
  if (!response.ok) {
    const error = errorFrom(response, body);
    if (response.status === 403 && error.errors.includes(TWO_FACTOR_REQUIRED)) {
      // Not a broken session: a staff session that owes its e-mailed code. The login guard sends the
      // person to the code screen.
      flagTwoFactorRequired();
    } else if ((response.status === 401 || response.status === 403) && options.onUnauthorized !== 'ignore') {
      failSession(response.status, error.message);
    }
    throw error;
  }
  return body as T;
}

type Input<S> = [NonNullable<S>] extends [z.ZodType] ? z.input<NonNullable<S>> : never;

/** What a route takes as its JSON body (before the server's transforms), by its contract or its path entry. */
export type BodyOf<R extends RouteContract | RoutePath> = Input<ContractOf<R>['body']>;

export interface CallInput<C extends RouteContract> {
  params?: Record<string, string | number>;
  query?: Partial<Record<keyof Input<C['query']>, QueryValue>>;
  body?: Input<C['body']>;
  signal?: AbortSignal;
  onUnauthorized?: RequestOptions['onUnauthorized'];
}

/** Fills `:name` segments of a contract path. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** A route to call: its light entry in @filmlab/api/paths (no zod in the page's JavaScript). */
export type RouteRef<C extends RouteContract = RouteContract> = RoutePath<C> & {
  /** A whole contract (with its schemas) is refused: its import would bring zod into the page. */
  readonly response?: never;
};

/** The contract a route entry stands for, so a call is typed by its schemas. */
export type ContractOf<R> = R extends RouteContract ? R : R extends RoutePath<infer C> ? C : never;

/**
 * Calls one route of the API by its entry in @filmlab/api/paths, typed by its contract in
 * @filmlab/api. The answer is not validated here: a page that validates one loads its schema itself.
 */
export function callRoute<R extends RouteRef>(
  route: R,
  input: NoInfer<CallInput<ContractOf<R>>> = {},
): Promise<z.output<ContractOf<R>['response']>> {
  return apiRequest<z.output<ContractOf<R>['response']>>(fillPath(route.path, input.params), {
    method: route.method,
    body: input.body,
    query: input.query as Record<string, QueryValue> | undefined,
    signal: input.signal,
    onUnauthorized: input.onUnauthorized,
  });
}

/**
 * Splits the server's field errors ('email: is already registered', 'words.faq3-answer: ...') by field. Errors that name
 * no field are returned under the empty key.
 */
export function fieldErrors(errors: readonly string[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const error of errors) {
    const match = /^([\w.[\]-]+):\s*(.+)$/.exec(error);
    const field = match?.[1] ?? '';
    const text = match?.[2] ?? error;
    byField[field] = byField[field] ? `${byField[field]}, ${text}` : text;
  }
  return byField;
}
