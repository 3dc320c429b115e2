import { errorStatuses, operationIdFor } from '@filmlab/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../test/route-table.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: { $ref?: string } }> }>;
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

  it('lists every route of the route table with its method and says which token each one takes', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(table.length).toBeGreaterThan(20);
    const expected = { visitor: [], station: [{ stationToken: [] }] } as Record<string, unknown[]>;
    for (const { name, contract } of table) {
      const operation = operationOf(contract);
      expect(operation, `${contract.method} ${contract.path} is missing`).toBeDefined();
      expect(operation?.security, name).toEqual(expected[contract.access] ?? [{ sessionToken: [] }]);
    }
  });

  it('names every operation once, in camelCase, after its place in the route table', () => {
    const operations = Object.values(doc.paths).flatMap((byMethod) => Object.values(byMethod));
    const ids = operations.map((operation) => operation.operationId);
    expect(
      ids.every((id) => id !== undefined && /^[a-z][a-zA-Z0-9]*$/.test(id)),
      ids.join(' '),
    ).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const route of table) expect(operationOf(route.contract)?.operationId).toBe(operationIdFor(route));
    expect(operationOf(table.find((route) => route.name === 'orders.attachPayment')!.contract)?.operationId).toBe(
      'ordersAttachPayment',
    );
    // Routes outside the table (the live feed's socket) have one too, and the document has no others.
    expect(operations.length).toBe(table.length + 1);
  });

  it('gives every operation a summary and a tag, and every answer a description of its own', () => {
    for (const operation of Object.values(doc.paths).flatMap((byMethod) => Object.values(byMethod))) {
      expect(operation.summary, operation.operationId).toMatch(/\w/);
      expect(operation.tags, operation.operationId).toHaveLength(1);
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        expect(response.description, `${operation.operationId} ${status}`).toMatch(/\w/);
        expect(response.description).not.toBe('Default Response');
      }
    }
    expect(operationOf(table.find((route) => route.name === 'auth.login')!.contract)?.responses?.[429]).toMatchObject({
      description: 'Too many requests: wait a little and try again',
    });
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
      'priceLists.active',
      'sitePhotos.list',
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

  it('lists the shared shapes once under components, each one used, and refers to them', () => {
    const named = Object.keys(doc.components.schemas);
    for (const name of ['ErrorBody', 'User', 'Address', 'Order', 'OrderLine', 'FilmRoll', 'Scan', 'Product', 'Ok']) {
      expect(named).toContain(name);
    }
    const refs = new Set(JSON.stringify(doc).match(/#\/components\/schemas\/\w+/g));
    expect([...refs].map((ref) => ref.split('/').pop()).sort()).toEqual([...named].sort());
    const answer = (name: string) => {
      const { contract } = table.find((route) => route.name === name)!;
      return operationOf(contract)?.responses?.[contract.status ?? 200]?.content?.['application/json']?.schema;
    };
    expect(answer('orders.get')).toMatchObject({ properties: { order: { $ref: '#/components/schemas/Order' } } });
    expect(answer('scans.get')).toMatchObject({ properties: { scan: { $ref: '#/components/schemas/Scan' } } });
    expect(answer('auth.logout')).toEqual({ $ref: '#/components/schemas/Ok' });
  });

  it('says what it is, under which license, and where its paths start', () => {
    const { info, servers } = doc as unknown as { info: { license?: object }; servers: Array<{ url: string }> };
    expect(info.license).toEqual({ name: 'MIT', identifier: 'MIT' });
    expect(servers.map((server) => server.url)).toEqual(['/api']);
  });

  it('bounds every id to what a PostgreSQL integer holds', () => {
    const schema = (
      doc.paths['/products/{id}']?.get as { parameters?: Array<{ name: string; schema: object }> }
    )?.parameters?.find((p) => p.name === 'id')?.schema;
    expect(schema).toMatchObject({ maximum: 2147483647 });
  });
});
