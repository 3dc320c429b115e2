// Counts how far the server's modules reach into each other, for the boundaries issue's before/after:
//   node scripts/module-boundaries-report.mjs [--list]
// - cross-module store imports: a file in modules/A importing modules/B/*store*.ts (A != B);
// - cross-module table imports: a file in modules/A importing a db/schema file that belongs to B;
// - mutual module pairs: A imports B and B imports A (any file);
// - files over 300 lines in apps/*/src and packages/*/src.
// Test files and test support are left out: they may set up any data.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import console from 'node:console';
import path from 'node:path';
import process from 'node:process';
import { schemaOwners } from '../eslint.config.js';

const root = path.resolve(import.meta.dirname, '..');
const modulesDir = path.join(root, 'apps/server/src/modules');
const schemaDir = path.join(root, 'apps/server/src/db/schema');

const isTestSupport = (name) =>
  /\.test\.tsx?$/.test(name) ||
  name.startsWith('crash-test-') ||
  name.startsWith('test-') ||
  name.endsWith('-test-helpers.ts');

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Relative import specifiers of a file (static, re-export and dynamic), resolved to .ts paths. */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.[^']+)'/g)].map((m) => m[1]);
  return specs.map((spec) => path.resolve(path.dirname(file), spec).replace(/\.js$/, '.ts'));
}

const moduleOf = (file) => {
  const rel = path.relative(modulesDir, file);
  return rel.startsWith('..') ? undefined : rel.split(path.sep)[0];
};

const storeImports = [];
const tableImports = [];
const moduleEdges = new Set();

for (const file of walk(modulesDir)) {
  const from = moduleOf(file);
  if (!from || isTestSupport(path.basename(file)) || path.dirname(file) === modulesDir) continue;
  for (const target of importsOf(file)) {
    const to = moduleOf(target);
    const where = path.relative(modulesDir, file);
    if (to && to !== from) {
      moduleEdges.add(`${from} -> ${to}`);
      if (/store[^/]*\.ts$/.test(path.basename(target))) {
        storeImports.push(`${where} -> ${path.relative(modulesDir, target)}`);
      }
    }
    if (path.dirname(target) === schemaDir) {
      const owners = schemaOwners[path.basename(target, '.ts')];
      if (owners && !owners.includes(from)) tableImports.push(`${where} -> db/schema/${path.basename(target)}`);
    }
  }
}

const mutualPairs = [...moduleEdges]
  .map((edge) => edge.split(' -> '))
  .filter(([a, b]) => a < b && moduleEdges.has(`${b} -> ${a}`))
  .map(([a, b]) => `${a} <-> ${b}`);

const sourceRoots = ['apps', 'packages'].flatMap((top) =>
  readdirSync(path.join(root, top))
    .map((name) => path.join(root, top, name, 'src'))
    .filter((dir) => statSync(dir, { throwIfNoEntry: false })?.isDirectory()),
);
const longFiles = sourceRoots
  .flatMap(walk)
  .map((file) => ({ file: path.relative(root, file), lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
  .filter(({ lines }) => lines > 300);

const storeFiles = new Set(storeImports.map((line) => line.split(' -> ')[0]));
console.log(`cross-module store imports: ${storeImports.length} (in ${storeFiles.size} files)`);
console.log(`cross-module table imports: ${tableImports.length}`);
console.log(`mutual module pairs: ${mutualPairs.length}`);
console.log(`files over 300 lines: ${longFiles.length}`);
if (process.argv.includes('--list')) {
  console.log('\nstore imports:\n  ' + storeImports.join('\n  '));
  console.log('\ntable imports:\n  ' + tableImports.join('\n  '));
  console.log('\nmutual pairs:\n  ' + mutualPairs.join('\n  '));
  console.log('\nlong files:\n  ' + longFiles.map(({ file, lines }) => `${file} (${lines})`).join('\n  '));
}
