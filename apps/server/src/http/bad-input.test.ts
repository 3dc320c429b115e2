import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStationToken } from '../modules/stations/station-tokens.js';
import { buildUser } from '../test/factories.js';
import { allRoutes, fillPath } from '../test/route-table.js';
import { arbitraryFor } from '../test/fuzz/zod-arbitrary.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

// Table-driven: malformed bodies and queries on every route get a 400 that names the field, never a 500.
const wrongValues: unknown[] = [{ nested: { deeper: true } }, 123456789, 'not-valid-@@', true, null, [], -1, ''];

function shapeOf(schema: unknown): Record<string, z.ZodType> | null {
  return schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : null;
}

/** A value this field refuses, or undefined when it accepts every candidate. */
function wrongValueFor(field: z.ZodType): unknown {
  return wrongValues.find((value) => !field.safeParse(value).success);
}

describe('bad input on every route', () => {
  let t: TestApp;
  let adminToken: string;
  let adminId: number;
  let stationToken: string;
  const withBody = allRoutes().filter((r) => r.contract.body && r.contract.method !== 'GET');
  const withQuery = allRoutes().filter((r) => shapeOf(r.contract.query));

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await buildUser(t.database.db, { config: t.config, role: 'ADMIN' });
    adminToken = admin.token;
    adminId = admin.user.id;
    ({ token: stationToken } = await createStationToken({
      db: t.database.db,
      name: 'Bad input',
      createdById: adminId,
    }));
  });
  afterAll(() => t.close());

  const send = (method: string, url: string, payload: string) =>
    t.app.inject({
      method: method as 'POST',
      url,
      // The station's routes answer a station's token only; every other route an admin's.
      headers: {
        authorization: `Bearer ${url.startsWith('/api/station/') ? stationToken : adminToken}`,
        'content-type': 'application/json',
      },
      payload,
    });

  it('covers routes with bodies and queries', () => {
    expect(withBody.length).toBeGreaterThan(10);
    expect(withQuery.length).toBeGreaterThan(2);
  });

  it.each(withBody.map((r) => [r.name, r.contract] as const))(
    '%s: broken JSON and wrong shapes are 400',
    async (_n, c) => {
      const url = fillPath(c.path, adminId);
      for (const payload of ['{"oops', '[]', '"text"', '42']) {
        const res = await send(c.method, url, payload);
        expect(res.statusCode, `${c.method} ${c.path} with ${payload}: ${res.body}`).toBe(400);
        expect(res.json().errors.length).toBeGreaterThan(0);
      }
    },
  );

  it.each(withBody.filter((r) => shapeOf(r.contract.body)).map((r) => [r.name, r.contract] as const))(
    '%s: unknown, missing and mistyped fields are 400 naming the field',
    async (_n, c) => {
      const url = fillPath(c.path, adminId);
      const shape = shapeOf(c.body)!;
      const unknown = await send(c.method, url, JSON.stringify({ surpriseField: 1 }));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toContain('surpriseField: is not a known field');

      const required = Object.keys(shape).filter((k) => !shape[k]!.safeParse(undefined).success);
      if (required.length > 0) {
        const empty = await send(c.method, url, '{}');
        expect(empty.statusCode).toBe(400);
        expect(empty.json().errors.join(' ')).toContain(required[0]);
      }
      for (const [key, field] of Object.entries(shape)) {
        const wrong = wrongValueFor(field);
        if (wrong === undefined) continue;
        const res = await send(c.method, url, JSON.stringify({ [key]: wrong }));
        expect(res.statusCode, `${c.method} ${c.path} ${key}=${JSON.stringify(wrong)}: ${res.body}`).toBe(400);
        expect(res.json().errors.join(' ')).toContain(key);
      }
    },
  );

  it.each(withQuery.map((r) => [r.name, r.contract] as const))(
    '%s: bad query values are 400 naming the parameter',
    async (_n, c) => {
      const shape = shapeOf(c.query)!;
      // A route that also takes a body gets a valid one, so the query is what the answer is about
      // (Fastify validates the body before the query).
      const body = c.body
        ? JSON.stringify(fc.sample(arbitraryFor(c.body as z.ZodType), { numRuns: 1, seed: 1 })[0])
        : undefined;
      for (const [key, field] of Object.entries(shape)) {
        const bad = ['abc', '-5', 'x'.repeat(5000), ''].find((v) => !field.safeParse(v).success);
        if (bad === undefined) continue;
        const res = await t.app.inject({
          method: c.method as 'GET',
          url: `${fillPath(c.path, adminId)}?${new URLSearchParams({ [key]: bad })}`,
          headers: {
            authorization: `Bearer ${c.access === 'station' ? stationToken : adminToken}`,
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          ...(body ? { payload: body } : {}),
        });
        expect(res.statusCode, `${c.path}?${key}=${bad.slice(0, 20)}: ${res.body}`).toBe(400);
        expect(res.json().errors.join(' ')).toContain(key);
      }
    },
  );
});
