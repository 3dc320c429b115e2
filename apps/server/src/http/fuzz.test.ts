import { errorStatuses } from '@filmlab/api';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localWebhookSecret } from '../adapters/payments/local-provider.js';
import { buildFixture, type Fixture } from '../test/fixture.js';
import { inputArbitrary, inputFromCall, toRequest, type FuzzInput } from '../test/fuzz/fuzz-input.js';
import { knownServerErrors } from '../test/fuzz/known-server-errors.js';
import { startIdentityStandIn, type IdentityStandIn } from '../test/identity-stand-in.js';
import { buildRoleCallers } from '../test/roles.js';
import { allRoutes } from '../test/route-table.js';
import { routeRows } from '../test/route-rows.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

// Property-based fuzzing of every operation of the route table, from its zod schemas (fast-check):
// valid-looking inputs, the operation's valid call (its route row, real ids), and both with parts
// broken (wrong types, numbers past int4, NUL, lone surrogates, huge text, missing and unknown
// fields), sent as a visitor, a customer and an admin. Every answer is below 500; every 2xx body
// matches the contract's response schema; every 4xx is one the OpenAPI document lists, with the
// { message, errors } body. One summary line per database gives the figures.
//
// Deeper local run: FUZZ_RUNS=200 npx vitest run --project server-pglite src/http/fuzz.test.ts
// Replay a failure: FUZZ_SEED=<seed> FUZZ_ONLY=<route name> with the same FUZZ_RUNS.

const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = Number(process.env.FUZZ_SEED ?? 20_251_123);
const ONLY = process.env.FUZZ_ONLY;
const roles = ['visitor', 'owner', 'admin'] as const;
const rawRoutes = new Set([
  'profilePic.upload',
  'products.uploadImage',
  'payments.webhook',
  'shippingTracking.webhook',
]);

/** Endpoints outside the route table, so not fuzzed here, and where they are tested instead. */
const notFuzzed = [
  'WebSocket /api/users/:id/zip-downloads/socket (an upgrade, not a request; modules/live-feed tests it)',
  '/api/blobs/* (signed file links, not contracts; modules/blobs tests them)',
  '/api/scan-files/* (signed links to a frame with its film data; modules/film-data tests them)',
  '/api/zip-files/* (signed links to a finished zip, with Range; modules/zip-downloads tests them)',
];

/** A stable seed per operation and role, so a new route does not change the inputs of the others. */
function seedFor(name: string, role: string): number {
  let hash = SEED;
  for (const char of `${name}/${role}`) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

describe('fuzzing every operation of the route table', () => {
  let t: TestApp;
  let identity: IdentityStandIn;
  let fx: Fixture;
  const table = allRoutes().filter((route) => !ONLY || route.name === ONLY);
  const figures = { operations: 0, requests: 0, serverErrors: 0, known: 0, ok: 0, refused: 0 };
  const knownByRoute = new Map<string, number>();

  beforeAll(async () => {
    identity = await startIdentityStandIn();
    t = await createTestApp(identity.env);
    fx = await buildFixture(t, await buildRoleCallers(t), identity);
  }, 120_000);
  afterAll(async () => {
    const database = process.env.TEST_DB ?? 'pglite';
    const known = [...knownByRoute].map(([route, count]) => `${route} ${count}`).join(', ');
    console.log(
      `fuzz [${database}]: ${figures.operations} operations, ${figures.requests} requests, ` +
        `${figures.serverErrors} 5xx (${figures.known} known${known ? `: ${known}` : ''}) - ${figures.ok} 2xx, ${figures.refused} 4xx; ` +
        `seed ${SEED}, ${RUNS} runs per operation and role (${roles.join(', ')}); not fuzzed: ${notFuzzed.join('; ')}`,
    );
    await t?.close();
    await identity?.close();
  });

  /** Why an answer breaks the rules, or null when it keeps them. */
  async function problemWith(
    name: string,
    request: InjectOptions,
    res: LightMyRequestResponse,
  ): Promise<string | null> {
    const { contract } = table.find((route) => route.name === name)!;
    if (res.statusCode >= 500) {
      for (const known of knownServerErrors) {
        if (!known.routes.includes(name) || !(await known.matches(request, fx))) continue;
        figures.known += 1;
        knownByRoute.set(name, (knownByRoute.get(name) ?? 0) + 1);
        return null;
      }
      return `answered ${res.statusCode}`;
    }
    if (res.statusCode < 300) {
      figures.ok += 1;
      const parsed = contract.response.safeParse(res.json());
      return parsed.success
        ? null
        : `answered ${res.statusCode} with a body its schema refuses: ${parsed.error.message}`;
    }
    figures.refused += 1;
    if (!errorStatuses(contract).includes(res.statusCode))
      return `answered ${res.statusCode}, which its OpenAPI answers do not list`;
    const body = res.json() as { message?: unknown; errors?: unknown };
    if (typeof body.message !== 'string' || !Array.isArray(body.errors))
      return `answered ${res.statusCode} without { message, errors }`;
    return null;
  }

  it.each(table.map((route) => [route.name, route] as const))('%s', async (name, { contract }) => {
    figures.operations += 1;
    const webhookSecret = name === 'payments.webhook' ? localWebhookSecret(t.config.authSecret) : undefined;
    for (const role of roles) {
      const row = routeRows[name];
      const caller = row?.caller ? await row.caller(fx, fx.callers[role]) : fx.callers[role];
      const valid: FuzzInput | null = row ? inputFromCall(contract, await row.call(fx, caller)) : null;
      const inputs = inputArbitrary(contract, valid, {
        raw: rawRoutes.has(name),
        ...(webhookSecret ? { webhookSecret } : {}),
      });
      const seed = seedFor(name, role);
      try {
        await fc.assert(
          fc.asyncProperty(inputs, async (input) => {
            const request = toRequest(contract, input, caller);
            const res = await t.app.inject(request);
            figures.requests += 1;
            if (res.statusCode >= 500) figures.serverErrors += 1;
            const problem = await problemWith(name, request, res);
            if (problem)
              throw new Error(
                `${request.method} ${String(request.url).slice(0, 300)} ${problem}: ${res.body.slice(0, 500)}`,
              );
          }),
          { seed, numRuns: RUNS, endOnFailure: true },
        );
      } catch (error) {
        throw new Error(
          `${name} as ${role} (replay: FUZZ_SEED=${SEED} FUZZ_ONLY=${name} FUZZ_RUNS=${RUNS}):\n${String(error)}\n${String((error as { cause?: unknown }).cause ?? '')}`,
        );
      }
    }
  });

  it('ran every operation of the route table', () => {
    if (ONLY) return;
    expect(figures.operations).toBe(allRoutes().length);
    expect(figures.requests).toBeGreaterThanOrEqual(figures.operations * roles.length * RUNS);
  });
});
