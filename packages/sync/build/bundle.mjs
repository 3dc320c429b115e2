// Compiles filmlab-sync into one JavaScript file, dist/filmlab-sync.js, so a scanning station runs it
// with plain Node after `npm prune --omit=dev` (no tsx). @filmlab/domain (TypeScript sources) is
// compiled in; npm packages stay imports, and the build fails when one is not in this package's
// dependencies, because a pruned install would leave it out.
import { readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import console from 'node:console';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const syncRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(path.join(syncRoot, 'package.json'), 'utf8'));
const runtimeDependencies = new Set(Object.keys(manifest.dependencies ?? {}));
const builtins = new Set(builtinModules);
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const used = new Map();
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || builtins.has(args.path)) return { external: true };
      const name = packageOf(args.path);
      if (name.startsWith('@filmlab/')) return undefined;
      if (!used.has(name)) used.set(name, args.importer);
      return { external: true };
    });
  },
};

/** `--outdir <dir>` builds elsewhere (the test that runs the compiled command). */
const at = process.argv.indexOf('--outdir');
const outdir = at > 0 ? path.resolve(process.argv[at + 1]) : path.join(syncRoot, 'dist');
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(syncRoot, 'src/cli.ts')],
  outfile: path.join(outdir, 'filmlab-sync.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});

const undeclared = [...used].filter(([name]) => !runtimeDependencies.has(name));
if (undeclared.length > 0) {
  for (const [name, importer] of undeclared) {
    console.error(`  ${name} (imported by ${path.relative(syncRoot, importer)}) is not in packages/sync dependencies`);
  }
  console.error('The compiled command would not start after `npm ci --omit=dev`: move these to "dependencies".');
  process.exit(1);
}
console.log(`compiled ${path.relative(process.cwd(), path.join(outdir, 'filmlab-sync.js'))}`);
