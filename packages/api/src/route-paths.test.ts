import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RouteContract } from './define.js';
import { routePaths } from './route-paths.js';
import { routes } from './routes.js';

const pick = (route: { method: string; path: string; access: string }) => ({
  method: route.method,
  path: route.path,
  access: route.access,
});

describe('the light route table (route-paths.ts)', () => {
  it('has every route of the contract with its method, path and access, and no other', () => {
    const fromContracts = Object.fromEntries(
      Object.entries(routes).map(([group, table]) => [
        group,
        Object.fromEntries(Object.entries(table as Record<string, RouteContract>).map(([name, r]) => [name, pick(r)])),
      ]),
    );
    // Out of date? npx tsx packages/api/scripts/write-route-paths.ts
    expect(routePaths).toEqual(fromContracts);
  });

  it('carries no schema and imports nothing at run time but types', () => {
    for (const table of Object.values(routePaths))
      for (const route of Object.values(table)) expect(Object.keys(route).sort()).toEqual(['access', 'method', 'path']);
    const source = readFileSync(path.join(import.meta.dirname, 'route-paths.ts'), 'utf8');
    expect(source.match(/^import (?!type ).*$/gm) ?? []).toEqual([]);
  });
});
