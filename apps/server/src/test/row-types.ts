// The shape of a route row (see route-rows.ts) and how a row's parts become a request.
import type { RouteContract } from '@filmlab/api';
import type { InjectOptions } from 'fastify';
import type { Fixture } from './fixture.js';
import type { Caller, RoleName } from './roles.js';

export interface CallParts {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  /** A JSON value, or the raw bytes of an upload. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The whole path and query under /api, for signed links whose parts come together. */
  url?: string;
}

export interface Row {
  /** The parts of a call as `caller`; made anew for each caller, so a call may use up what it is given. */
  call(fx: Fixture, caller: Caller): CallParts | Promise<CallParts>;
  /** Who makes the call instead of the shared caller of a role (fx.fresh.callerLike for calls that end sessions). */
  caller?(fx: Fixture, caller: Caller): Promise<Caller>;
  /** The target is the owner's: a logged-in stranger may be told 404 (it does not exist for them) or 403. */
  owned?: true;
  /** What allowed callers get when it cannot be a 2xx, and why. */
  allowedAnswer?: { status: number[]; why: string };
  /** Roles whose answer is not the contract's `access` rule, each with the status and the reason. */
  exceptions?: Partial<Record<RoleName, { status: number[]; why: string }>>;
}

export type Rows = Record<string, Row>;

/** `/api/users/7/address/3?x=1` for a contract and the parts of a call. */
export function urlFor(contract: RouteContract, parts: CallParts): string {
  if (parts.url) return `/api${parts.url}`;
  const path = contract.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = parts.params?.[name];
    if (value === undefined) throw new Error(`no value for :${name} of ${contract.path}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams(
    Object.entries(parts.query ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return `/api${path}${query ? `?${query}` : ''}`;
}

/** The inject options of a call as `caller`. */
export function requestFor(contract: RouteContract, parts: CallParts, caller: Caller): InjectOptions {
  const headers: Record<string, string> = { ...parts.headers };
  if (caller.token) headers.authorization = `Bearer ${caller.token}`;
  const options: InjectOptions = { method: contract.method, url: urlFor(contract, parts), headers };
  if (Buffer.isBuffer(parts.body)) {
    headers['content-type'] ??= 'application/octet-stream';
    options.payload = parts.body;
  } else if (parts.body !== undefined) {
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(parts.body);
  }
  return options;
}
