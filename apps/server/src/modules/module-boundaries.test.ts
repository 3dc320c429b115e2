import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// DESIGN.md rule 4: a module reads and writes its own tables; another module's data comes through
// that module's service (products/product-service.ts, promos/promo-service.ts, users/service.ts ...),
// never through its tables or its store. Checked for the modules the hardening issue named; the
// others join the table as they are brought to the rule.
const OWN_TABLES: Record<string, readonly string[]> = {
  products: ['products', 'collections', 'media'],
  orders: ['orders', 'shipments', 'payments', 'settled-payments'],
  auth: ['auth', 'mail'],
  promos: ['promos', 'promo-redemptions'],
  'price-lists': ['price-lists'],
  lab: ['lab'],
  'development-orders': ['development', 'pick-ups', 'roll-events'],
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

// No two modules import each other (DESIGN.md rule 8: no import cycles): one of them is the lower
// one, and the other calls its face. The pairs there were when the rule came have all been broken;
// the list stays empty (a new pair fails the test below).
const ALLOWED_MUTUAL_PAIRS: readonly string[] = [];

/** Test files and test support may set up any data, as in scripts/module-boundaries-report.mjs. */
const isTestCode = (name: string) => isTestSupport(name) || name.startsWith('test-') || name.endsWith('.test.tsx');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !isTestCode(entry.name) ? [full] : [];
  });
}

/** The module a file under modules/ belongs to (undefined for modules/*.ts itself and files outside). */
function moduleOf(file: string): string | undefined {
  const parts = path.relative(import.meta.dirname, file).split(path.sep);
  return parts.length > 1 && parts[0] !== '..' ? parts[0] : undefined;
}

/** "a -> b" for every module a with a file importing (statically, re-exporting or dynamically) a file of b. */
function moduleEdges(files: { file: string; text: string }[]): Set<string> {
  const edges = new Set<string>();
  for (const { file, text } of files) {
    const from = moduleOf(file);
    if (!from) continue;
    for (const match of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.[^']+)'/g)) {
      const to = moduleOf(path.resolve(path.dirname(file), match[1]!));
      if (to && to !== from) edges.add(`${from} -> ${to}`);
    }
  }
  return edges;
}

/** "a <-> b" (a before b) for every two modules that import each other. */
function mutualPairs(edges: Set<string>): string[] {
  return [...edges]
    .map((edge) => edge.split(' -> ') as [string, string])
    .filter(([a, b]) => a < b && edges.has(`${b} -> ${a}`))
    .map(([a, b]) => `${a} <-> ${b}`)
    .sort();
}

const serverModuleFiles = () =>
  sourceFiles(import.meta.dirname).map((file) => ({ file, text: readFileSync(file, 'utf8') }));

describe('no two modules import each other', () => {
  it('finds no mutual pair outside the shrinking list', () => {
    const pairs = mutualPairs(moduleEdges(serverModuleFiles()));
    expect(pairs.filter((pair) => !ALLOWED_MUTUAL_PAIRS.includes(pair))).toEqual([]);
  });

  it('lists only pairs that still exist (delete an entry once its pair is broken)', () => {
    const pairs = mutualPairs(moduleEdges(serverModuleFiles()));
    expect(ALLOWED_MUTUAL_PAIRS.filter((pair) => !pairs.includes(pair))).toEqual([]);
  });

  it('catches a new pair: a lower module importing one above it', () => {
    const files = serverModuleFiles();
    const at = (name: string) => path.join(import.meta.dirname, name);
    const before = mutualPairs(moduleEdges(files));
    expect(before).not.toContain('auth <-> users');
    const probe = { file: at('users/boundary-probe.ts'), text: "import { logIn } from '../auth/log-in.js';\n" };
    expect(mutualPairs(moduleEdges([...files, probe]))).toContain('auth <-> users');
  });

  it('reads dynamic imports and re-exports too', () => {
    const at = (name: string) => path.join(import.meta.dirname, name);
    const edges = moduleEdges([
      { file: at('a/one.ts'), text: "const m = await import('../b/two.js');\n" },
      { file: at('b/two.ts'), text: "export { x } from '../a/one.js';\n" },
    ]);
    expect(mutualPairs(edges)).toEqual(['a <-> b']);
  });
});
