import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, type Fixture } from '../test/fixture.js';
import { startIdentityStandIn, type IdentityStandIn } from '../test/identity-stand-in.js';
import { buildRoleCallers } from '../test/roles.js';
import { allRoutes } from '../test/route-table.js';
import { routeRows } from '../test/route-rows.js';
import { requestFor, type CallParts } from '../test/row-types.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

// Ids and numbers beyond what the database holds, NUL and other control characters, and lone
// surrogates: in every field of every route, a 400 that names the field, never a 500. Each route's
// valid call (test/route-rows.ts) is sent with one field changed at a time.

type Path = Array<string | number>;

/** Every string and number in a JSON value, with its path. */
function leaves(value: unknown, path: Path = []): Array<{ path: Path; value: string | number }> {
  if (typeof value === 'string' || typeof value === 'number') return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, index]));
  if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value))
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  return [];
}

function replaced(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head!] = replaced(copy[head!], rest, replacement);
  return copy;
}

const BEYOND_INT = 2_147_483_648;

describe('input the database cannot hold', () => {
  let t: TestApp;
  let identity: IdentityStandIn;
  let fx: Fixture;
  const table = allRoutes().filter((route) => routeRows[route.name]);
  // Signed links and the webhook carry raw bytes and their own parts; they are checked below.
  const jsonRoutes = table.filter(
    (route) =>
      !['profilePic.upload', 'products.uploadImage', 'payments.webhook', 'shippingTracking.webhook'].includes(
        route.name,
      ),
  );

  beforeAll(async () => {
    identity = await startIdentityStandIn();
    t = await createTestApp({ ...identity.env, LOGIN_ATTEMPT_LIMIT: '1000' });
    fx = await buildFixture(t, await buildRoleCallers(t), identity);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await identity?.close();
  });

  /** Sends the route's valid call as an admin (a station for the station's routes) with one part changed. */
  const send = async (name: string, change: (parts: CallParts) => CallParts) => {
    const route = table.find((r) => r.name === name)!;
    const caller = route.contract.access === 'station' ? fx.callers.station : fx.callers.admin;
    const parts = change(await routeRows[name]!.call(fx, caller));
    return t.app.inject(requestFor(route.contract, parts, caller));
  };

  it('GET /api/products/2147483648 is a 400 naming the id, to a visitor too', async () => {
    const res = await t.app.inject('/api/products/2147483648');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Some fields are not valid',
      errors: ['id: must be an id from 1 to 2147483647'],
    });
  });

  it.each(jsonRoutes.map((route) => [route.name] as const))(
    '%s: every number over 2^31-1 is a 400 naming it',
    async (name) => {
      const base = await routeRows[name]!.call(fx, fx.callers.admin);
      const numbers = (['params', 'query', 'body'] as const).flatMap((part) =>
        leaves(base[part])
          .filter((leaf) => typeof leaf.value === 'number' || /^\d+$/.test(String(leaf.value)))
          .map((leaf) => ({ part, path: leaf.path })),
      );
      for (const { part, path } of numbers) {
        const res = await send(name, (parts) => ({
          ...parts,
          [part]: replaced(parts[part], path, part === 'body' ? BEYOND_INT : String(BEYOND_INT)),
        }));
        const field = path.join('.');
        expect(res.statusCode, `${name} ${part} ${field}: ${res.body}`).toBe(400);
        expect(
          res.json().errors.some((e: string) => e.startsWith(`${field}: `)),
          `${name} ${field}: ${res.body}`,
        ).toBe(true);
      }
    },
  );

  it.each(jsonRoutes.map((route) => [route.name] as const))(
    '%s: NUL and lone surrogates in any text are a 400 naming it',
    async (name) => {
      const base = await routeRows[name]!.call(fx, fx.callers.admin);
      const texts = (['params', 'query', 'body'] as const).flatMap((part) =>
        leaves(base[part])
          .filter((leaf) => typeof leaf.value === 'string')
          .map((leaf) => ({ part, path: leaf.path, value: String(leaf.value) })),
      );
      for (const { part, path, value } of texts) {
        // Surrogates cannot be percent-encoded, so in a URL only NUL can be tried; JSON carries both.
        const bad = part === 'body' ? [`${value}\u0000`, `\ud800${value}`, `${value}\u001f`] : [`${value}\u0000`];
        for (const text of bad) {
          const res = await send(name, (parts) => ({ ...parts, [part]: replaced(parts[part], path, text) }));
          const field = path.join('.');
          expect(res.statusCode, `${name} ${part} ${field}=${JSON.stringify(text)}: ${res.body}`).toBe(400);
          expect(
            res.json().errors.some((e: string) => e.startsWith(`${field}: `)),
            `${name} ${field}: ${res.body}`,
          ).toBe(true);
        }
      }
    },
  );

  it('reads JSON escapes and percent-encoded NUL the same as raw characters', async () => {
    const signup = (firstName: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: { 'content-type': 'application/json' },
        payload: `{"email":"nul@example.test","password":"a long passphrase","firstName":"${firstName}","lastName":"B"}`,
      });
    expect((await signup('a\\u0000')).json().errors).toEqual(['firstName: must not contain control character U+0000']);
    expect((await signup('a\\ud800')).json().errors).toEqual(['firstName: must not contain unpaired surrogate U+D800']);
    const search = await t.app.inject('/api/products?search=%00');
    expect(search.statusCode).toBe(400);
    expect(search.json().errors).toEqual(['search: must not contain control character U+0000']);
    // Bytes that are not UTF-8 stay percent-encoded text in a query, so they never become a surrogate.
    expect((await t.app.inject('/api/products?search=%ED%A0%80')).statusCode).toBe(200);
  });

  it('answers a path that is not UTF-8, or too long, with a 400 of the usual shape', async () => {
    for (const url of [
      '/api/products/name/a%ED%A0%80',
      '/api/products/name/%zz',
      `/api/products/name/${'x'.repeat(600)}`,
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors[0]).toMatch(/^params: /);
    }
    // Longer than the contract allows but within the router's limit: the schema's 400 names it.
    const long = await t.app.inject(`/api/products/name/${'x'.repeat(300)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0]).toMatch(/^name: /);
    expect((await t.app.inject(`/api/products/name/a%00b`)).json().errors).toEqual([
      'name: must not contain control character U+0000',
    ]);
  });

  it('checks the parts of raw upload links before the link', async () => {
    const link = await fx.fresh.profilePicLink();
    const put = (url: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api${url}`,
        headers: { 'content-type': 'image/png' },
        payload: Buffer.from('x'),
      });
    const nul = await put(link.replace(/sig=/, 'sig=%00'));
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors).toEqual(['sig: must not contain control character U+0000']);
    const huge = await put(link.replace(/profile-pic\/\d+/, `profile-pic/${BEYOND_INT}`));
    expect(huge.json().errors).toEqual(['id: must be an id from 1 to 2147483647']);
  });

  it('never lets a header with NUL reach the app: the HTTP parser refuses it with a 400', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write('GET /api/auth/current-user HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer a\u0000b\r\n\r\n'),
      );
      let data = '';
      socket.on('data', (chunk) => (data += String(chunk)));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  });
});
