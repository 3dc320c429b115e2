import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../test/route-table.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe('the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists every route of the route table with its method, and marks guarded routes', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json() as {
      openapi: string;
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    const table = allRoutes();
    expect(table.length).toBeGreaterThan(20);
    for (const { contract } of table) {
      const path = contract.path.replace(/:(\w+)/g, '{$1}');
      const operation = doc.paths[path]?.[contract.method.toLowerCase()];
      expect(operation, `${contract.method} ${path} is missing`).toBeDefined();
      if (contract.access !== 'visitor') expect(operation?.security).toEqual([{ bearer: [] }]);
    }
  });
});
