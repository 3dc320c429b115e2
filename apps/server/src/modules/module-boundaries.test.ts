import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// DESIGN.md rule 4: a module reads and writes its own tables; another module's data comes through
// that module's service (products/product-service.ts, promos/promo-service.ts, users/service.ts ...),
// never through its tables or its store. Checked for the modules the hardening issue named; the
// others join the table as they are brought to the rule.
const OWN_TABLES: Record<string, readonly string[]> = {
  collections: ['collections'],
  orders: ['orders', 'shipments', 'payments'],
  auth: ['auth', 'mail'],
  promos: ['promos', 'promo-redemptions'],
  'price-lists': ['price-lists'],
  lab: ['lab'],
};

/** Test files and the crash and order tests' support code may set up any table. */
const isTestSupport = (name: string) =>
  name.endsWith('.test.ts') || name.startsWith('crash-test-') || name.endsWith('-test-helpers.ts');

function problemsOf(moduleName: string): string[] {
  const dir = path.join(import.meta.dirname, moduleName);
  const own = OWN_TABLES[moduleName]!;
  return readdirSync(dir)
    .filter((name) => name.endsWith('.ts') && !isTestSupport(name))
    .flatMap((name) => {
      const text = readFileSync(path.join(dir, name), 'utf8');
      const tables = [...text.matchAll(/from '[^']*db\/schema\/([^'/]+)\.js'/g)]
        .map((match) => match[1]!)
        .filter((table) => !own.includes(table))
        .map((table) => `${moduleName}/${name} imports the ${table} tables`);
      const stores = [...text.matchAll(/from '\.\.\/([^'/]+)\/store\.js'/g)].map(
        (match) => `${moduleName}/${name} imports the ${match[1]} module's store`,
      );
      return [...tables, ...stores];
    });
}

describe('module boundaries', () => {
  it.each(Object.keys(OWN_TABLES))('the %s module queries only its own tables', (moduleName) => {
    expect(problemsOf(moduleName)).toEqual([]);
  });
});
