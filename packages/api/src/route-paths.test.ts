import { readFileSync, readdirSync } from 'node:fs';
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
    // Out of date? npm run paths -w @filmlab/api
    expect(routePaths).toEqual(fromContracts);
  });

  it('carries no schema and imports nothing at run time but types and its own area files', () => {
    for (const table of Object.values(routePaths))
      for (const route of Object.values(table)) expect(Object.keys(route).sort()).toEqual(['access', 'method', 'path']);
    const valueImports = (file: string) =>
      readFileSync(path.join(import.meta.dirname, file), 'utf8').match(/^import (?!type ).*$/gm) ?? [];
    const areas = readdirSync(path.join(import.meta.dirname, 'route-paths'));
    const imported = valueImports('route-paths.ts').map((line) => /from '\.\/route-paths\/(.+)\.js';$/.exec(line)?.[1]);
    expect(imported.sort()).toEqual(areas.map((area) => area.replace(/\.ts$/, '')).sort());
    for (const area of areas) expect(valueImports(`route-paths/${area}`)).toEqual([]);
  });
});
