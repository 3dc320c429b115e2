// Compiles the server once for `npm start`: src/main.ts (and src/ops/cli.ts, the operator's commands) and the workspace packages it imports
// (@filmlab/domain, @filmlab/api, TypeScript sources) bundled by esbuild into dist/main.js. Every
// npm package stays an import, loaded from node_modules at run time, so native modules (sharp,
// argon2, PGlite's wasm) load as they were installed; the build fails when one of them is not in
// this workspace's dependencies, because `npm ci --omit=dev` would leave it out.
import { readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import console from 'node:console';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8'));
const runtimeDependencies = new Set(Object.keys(manifest.dependencies ?? {}));
const builtins = new Set(builtinModules);

/** `@scope/name/sub` -> `@scope/name`; `name/sub` -> `name`. */
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
      // Our own workspaces are TypeScript sources: compiled into the bundle.
      if (name.startsWith('@filmlab/')) return undefined;
      if (!used.has(name)) used.set(name, args.importer);
      return { external: true };
    });
  },
};

const outdir = path.join(serverRoot, 'dist');
rmSync(outdir, { recursive: true, force: true });
await build({
  // The server, and the operator's commands (create-admin, backup, restore: scripts/ops.mjs).
  entryPoints: { main: path.join(serverRoot, 'src/main.ts'), ops: path.join(serverRoot, 'src/ops/cli.ts') },
  outdir,
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
    console.error(`  ${name} (imported by ${path.relative(serverRoot, importer)}) is not in apps/server dependencies`);
  }
  console.error('The compiled server would not start after `npm ci --omit=dev`: move these to "dependencies".');
  process.exit(1);
}
console.log(
  `compiled ${path.relative(process.cwd(), path.join(outdir, 'main.js'))} (${used.size} packages loaded at run time)`,
);
