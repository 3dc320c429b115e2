// The OpenAPI document, generated from the route contracts. Everything a route's entry needs beyond
// its schemas (operationId, security, what each status means) is derived here from the contract, so a
// new route gets it without anyone remembering.
import { STATUS_CODES } from 'node:http';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { namedRoutes, operationIdFor, operationIdFromPath, type Access, type NamedRoute } from '@filmlab/api';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The API's routes are registered under this prefix; the document's paths are relative to it. */
const API_PREFIX = '/api';
const SCHEMA_REF = '#/components/schemas/';

export const securitySchemes = {
  sessionToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'The session token that signing up or logging in answers with in the `authorization` response header, ' +
      'sent back as `Authorization: Bearer <token>`.',
  },
  stationToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'A scanning station token (`fls_...`) that an admin made with `POST /station-tokens`.',
  },
} as const;

/** Who may call a route, as OpenAPI says it: nothing for visitors, else the token the caller sends. */
export function securityFor(access: Access): Array<Record<string, string[]>> {
  if (access === 'visitor') return [];
  if (access === 'station') return [{ stationToken: [] }];
  return [{ sessionToken: [] }];
}

/** What each status means on this API; every error answers with the ErrorBody. */
const statusDescriptions: Record<number, string> = {
  200: 'Done',
  201: 'Created',
  202: 'Accepted: the work goes on in the background',
  400: 'Bad input: `errors` names each field that is not valid',
  401: 'Not logged in, or the session or token has ended',
  402: 'The payment was declined',
  403: 'Not allowed to do this (or the link is not valid)',
  404: 'Nothing with that id, or nothing the caller may see',
  409: 'Conflicts with the current state of things',
  413: 'The request body is over the size limit',
  415: 'The request body is not of a type this route takes',
  422: 'Understood, but it cannot be done',
  426: 'Upgrade required: this route answers WebSocket upgrades only',
  429: 'Too many requests: wait a little and try again',
  503: 'Not available right now: try again later',
};

export function describeStatus(status: number): string {
  return statusDescriptions[status] ?? STATUS_CODES[status] ?? `Status ${status}`;
}

let byMethodAndPath: Map<string, NamedRoute> | undefined;
function tableRoute(method: string, path: string): NamedRoute | undefined {
  byMethodAndPath ??= new Map(namedRoutes().map((route) => [`${route.contract.method} ${route.contract.path}`, route]));
  return byMethodAndPath.get(`${method} ${path}`);
}

/** Per route: the zod schemas as JSON Schema, then the operationId, summary and security. */
const transform: NonNullable<FastifyDynamicSwaggerOptions['transform']> = (input) => {
  const result = jsonSchemaTransform(input);
  const schema = result.schema;
  if (schema.hide) return result;
  const method = String(input.route.method);
  const path = input.route.url.startsWith(API_PREFIX) ? input.route.url.slice(API_PREFIX.length) : input.route.url;
  const named = tableRoute(method, path);
  // Every API route states who may call it (http/register.ts); one that does not gets no security
  // here, so the lint of the document fails on it rather than the document inventing one.
  const access = input.route.config?.access;
  return {
    url: result.url,
    schema: {
      ...schema,
      operationId: schema.operationId ?? (named ? operationIdFor(named) : operationIdFromPath(method, path)),
      summary: schema.summary ?? `${method} ${path.replace(/:(\w+)/g, '{$1}')}`,
      ...(access ? { security: securityFor(access) } : {}),
    },
  };
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** Each response says what its status means, instead of the generator's "Default Response". */
function describeResponses(paths: Json): void {
  for (const operations of Object.values(paths).filter(isObject)) {
    for (const operation of Object.values(operations).filter(isObject)) {
      for (const [status, response] of Object.entries(isObject(operation.responses) ? operation.responses : {})) {
        if (isObject(response) && (!response.description || response.description === 'Default Response')) {
          response.description = describeStatus(Number(status));
        }
      }
    }
  }
}

function collectRefs(node: unknown, into: Set<string>): void {
  if (Array.isArray(node)) return node.forEach((child) => collectRefs(child, into));
  if (!isObject(node)) return;
  if (typeof node.$ref === 'string' && node.$ref.startsWith(SCHEMA_REF)) into.add(node.$ref.slice(SCHEMA_REF.length));
  for (const child of Object.values(node)) collectRefs(child, into);
}

/**
 * The component schemas the operations use, directly or through each other, sorted by name. The
 * contract's named schemas come in an input and an output version each ("Order", "OrderInput");
 * only the ones some operation refers to are listed.
 */
function usedSchemas(paths: Json, schemas: Json): Json {
  const used = new Set<string>();
  collectRefs(paths, used);
  for (let before = 0; before !== used.size;) {
    before = used.size;
    for (const name of [...used]) collectRefs(schemas[name], used);
  }
  return Object.fromEntries([...used].sort().map((name) => [name, schemas[name]]));
}

/** The whole document: named schemas under components, then the finishing touches above. */
const transformObject: NonNullable<FastifyDynamicSwaggerOptions['transformObject']> = (input) => {
  const document = jsonSchemaTransformObject(input) as Json & { paths?: Json; components?: Json };
  const paths = document.paths ?? {};
  describeResponses(paths);
  const components = document.components ?? {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  const schemasUsed = usedSchemas(paths, schemas);
  return { ...document, components: { ...components, schemas: schemasUsed } } as ReturnType<
    typeof jsonSchemaTransformObject
  >;
};

/** The options of @fastify/swagger for this API. */
export function openapiOptions(labName: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${labName} API`,
        version: '0.1.0',
        description: 'Every route of the film-lab platform.',
        license: { name: 'MIT', identifier: 'MIT' },
      },
      servers: [{ url: API_PREFIX, description: 'This server: every path is relative to /api' }],
      components: { securitySchemes },
    },
    transform,
    transformObject,
  };
}
