import { errorStatuses } from '@filmlab/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../test/route-table.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

interface Operation {
  security?: unknown[];
  responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: {
    openapi: string;
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, { properties?: object; required?: string[] }> };
  };
  const table = allRoutes();
  const operationOf = (contract: (typeof table)[number]['contract']) =>
    doc.paths[contract.path.replace(/:(\w+)/g, '{$1}')]?.[contract.method.toLowerCase()];

  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.app.inject('/api/openapi.json')).json();
  });
  afterAll(() => t.close());

  it('lists every route of the route table with its method, and marks guarded routes', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(table.length).toBeGreaterThan(20);
    for (const { contract } of table) {
      const operation = operationOf(contract);
      expect(operation, `${contract.method} ${contract.path} is missing`).toBeDefined();
      if (contract.access !== 'visitor') expect(operation?.security).toEqual([{ bearer: [] }]);
    }
  });

  it('lists the 4xx answers of every operation, each with the { message, errors } body', () => {
    expect(doc.components.schemas.ErrorBody).toMatchObject({
      properties: { message: { type: 'string' }, errors: { type: 'array', items: { type: 'string' } } },
      required: ['message', 'errors'],
    });
    const without4xx: string[] = [];
    for (const { name, contract } of table) {
      const responses = operationOf(contract)?.responses ?? {};
      const errors = Object.keys(responses)
        .map(Number)
        .filter((status) => status >= 400);
      expect(errors, name).toEqual(errorStatuses(contract));
      if (!errors.some((status) => status < 500)) without4xx.push(name);
      for (const status of errors) {
        const schema = responses[status]?.content?.['application/json']?.schema;
        expect(schema, `${name} ${status}`).toEqual({ $ref: '#/components/schemas/ErrorBody' });
      }
    }
    // Only an operation that takes nothing and is open to everyone has no 4xx to give.
    expect(without4xx).toEqual([
      'locations.labLocations',
      'developmentStatus.generalStats',
      'payments.config',
      'lab.identity',
      'prints.papers',
    ]);
    for (const name of without4xx) {
      const { contract } = table.find((route) => route.name === name)!;
      expect([contract.access, contract.params, contract.query, contract.body]).toEqual([
        'visitor',
        undefined,
        undefined,
        undefined,
      ]);
    }
  });

  it('answers what each kind of route can be told: bad input, strangers, missing things, and its own', () => {
    const statusesOf = (name: string) => {
      const route = table.find((r) => r.name === name)!;
      return Object.keys(operationOf(route.contract)?.responses ?? {}).map(Number);
    };
    // A visitor route with a body: bad input and its own 429, but never 401/403 from the gate.
    expect(statusesOf('auth.login')).toEqual([200, 400, 401, 413, 415, 429]);
    // A guarded route with path params and a body, paying: 402 and 409 from its contract.
    expect(statusesOf('orders.attachPayment')).toEqual([200, 400, 401, 402, 403, 404, 409, 413, 415]);
    // No input at all: only the gate's answers.
    expect(statusesOf('auth.currentUser')).toEqual([200, 401, 403]);
    // Raw uploads: a signed link (403), a size limit (413) and image types (415) of their own.
    expect(statusesOf('profilePic.upload')).toEqual([200, 400, 403, 404, 413, 415]);
  });

  it('bounds every id to what a PostgreSQL integer holds', () => {
    const schema = (
      doc.paths['/products/{id}']?.get as { parameters?: Array<{ name: string; schema: object }> }
    )?.parameters?.find((p) => p.name === 'id')?.schema;
    expect(schema).toMatchObject({ maximum: 2147483647 });
  });
});
