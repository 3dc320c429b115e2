import { errorStatuses, type Access } from '@filmlab/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, type Fixture } from '../test/fixture.js';
import { startIdentityStandIn, type IdentityStandIn } from '../test/identity-stand-in.js';
import { buildRoleCallers, roleNames, type RoleName } from '../test/roles.js';
import { allRoutes } from '../test/route-table.js';
import { routeRows } from '../test/route-rows.js';
import { requestFor, type Row } from '../test/row-types.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

// The authorization matrix: every operation of the route table, called as each role with real ids
// and a valid-looking call (test/route-rows.ts), answers as its contract's `access` says. Allowed
// callers get a 2xx (or the answer their row gives a reason for); a visitor who is not allowed gets
// 401, a logged-in caller 403, and a stranger to the owner's resource 403 or 404.

// A station token gets the station routes and what a visitor gets, nothing more (403 everywhere
// else); the station routes let nobody else in, admins included.
const allows: Record<Access, (role: RoleName) => boolean> = {
  visitor: () => true,
  user: (role) => role !== 'visitor' && role !== 'station',
  self: (role) => role === 'owner' || role === 'admin',
  admin: (role) => role === 'admin',
  vendor: (role) => role === 'vendor' || role === 'admin',
  messenger: (role) => role === 'messenger' || role === 'admin',
  station: (role) => role === 'station',
};

interface Expected {
  label: string;
  accepts(status: number): boolean;
}

function expectedAnswer(access: Access, row: Row, role: RoleName): Expected {
  const oneOf = (statuses: number[], why: string) => ({
    label: `${statuses.join(' or ')} (${why})`,
    accepts: (status: number) => statuses.includes(status),
  });
  const exception = row.exceptions?.[role];
  if (exception) return oneOf(exception.status, exception.why);
  const stranger = role === 'other' || role === 'vendor' || role === 'messenger';
  if (row.owned && stranger) return oneOf([403, 404], "another person's resource");
  if (!allows[access](role)) return role === 'visitor' ? oneOf([401], 'not logged in') : oneOf([403], 'not allowed');
  if (row.allowedAnswer) return oneOf(row.allowedAnswer.status, row.allowedAnswer.why);
  return { label: '2xx (allowed)', accepts: (status) => status >= 200 && status < 300 };
}

describe('authorization matrix over the whole route table', () => {
  let t: TestApp;
  let identity: IdentityStandIn;
  let fx: Fixture;
  const table = allRoutes();
  let calls = 0;

  beforeAll(async () => {
    identity = await startIdentityStandIn();
    // Reset links and staff codes are asked for by the dozen here, all from one address.
    t = await createTestApp({ ...identity.env, LOGIN_ATTEMPT_LIMIT: '1000' });
    fx = await buildFixture(t, await buildRoleCallers(t), identity);
  }, 120_000);
  afterAll(async () => {
    console.log(`authorization matrix: ${table.length} routes x ${roleNames.length} roles, ${calls} calls`);
    await t?.close();
    await identity?.close();
  });

  it('has a row for every route of the table and none for a route the table lacks', () => {
    const missing = table.filter((route) => !routeRows[route.name]).map((route) => route.name);
    expect(missing, `add a row to test/route-rows.ts for: ${missing.join(', ')}`).toEqual([]);
    const stale = Object.keys(routeRows).filter((name) => !table.some((route) => route.name === name));
    expect(stale, `rows for routes the table does not have: ${stale.join(', ')}`).toEqual([]);
    expect(table.length).toBeGreaterThan(80);
  });

  it.each(table.map((route) => [route.name, route] as const))(
    '%s answers every role as its access says',
    async (name, route) => {
      const row = routeRows[name];
      if (!row) throw new Error(`${name} has no row in test/route-rows.ts`);
      const { contract } = route;
      const documented = errorStatuses(contract);
      const problems: string[] = [];
      for (const role of roleNames) {
        const caller = row.caller ? await row.caller(fx, fx.callers[role]) : fx.callers[role];
        const request = requestFor(contract, await row.call(fx, caller), caller);
        const res = await t.app.inject(request);
        calls += 1;
        const expected = expectedAnswer(contract.access, row, role);
        const said = `${role}: ${request.method} ${String(request.url).slice(0, 120)} answered ${res.statusCode}`;
        if (!expected.accepts(res.statusCode))
          problems.push(`${said}, expected ${expected.label}: ${res.body.slice(0, 300)}`);
        if (res.statusCode >= 400) {
          if (!documented.includes(res.statusCode)) problems.push(`${said}, which its OpenAPI answers do not list`);
          const body = res.json() as { message?: unknown; errors?: unknown };
          if (typeof body.message !== 'string' || !Array.isArray(body.errors))
            problems.push(`${said} without { message, errors }`);
        }
      }
      expect(problems, `${name} (${contract.access})`).toEqual([]);
    },
  );

  it('refuses a forged token like no token at all', async () => {
    const owner = fx.callers.owner.token!;
    const forged = `${owner.slice(0, -4)}AAAA`;
    const res = await t.app.inject({ url: '/api/auth/current-user', headers: { authorization: `Bearer ${forged}` } });
    expect(res.statusCode).toBe(401);
  });
});
