// Bench servers run as `npm start` runs the platform: compiled by esbuild into one file, with every npm
// package left an import (apps/server/build/bundle.mjs does the same for dist/main.js). Running them
// through tsx instead would measure tsx's development transform (keepNames wraps every function made
// per request), which no production server runs. BENCH_RUNTIME=tsx keeps the old way, for comparison.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

/** The checkout this bench runs from. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(plugin) {
    plugin.onResolve({ filter: /^[^./]/ }, (args) =>
      // Our own workspaces are TypeScript sources: compiled into the file, as in the production build.
      args.path.startsWith('@filmlab/') ? undefined : { external: true },
    );
  },
};

/**
 * BENCH_CPU_PROF=<folder>: each server writes a V8 CPU profile (.cpuprofile, for Chrome's DevTools)
 * there when it is stopped. V8 writes it only on a clean exit, so the server exits on SIGTERM, which
 * `stop()` then sends instead of SIGKILL.
 */
export function profileArguments(): string[] {
  const folder = process.env.BENCH_CPU_PROF;
  if (!folder) return [];
  const exitOnTerm = "process.on('SIGTERM', () => process.exit(0));";
  return [
    '--cpu-prof',
    `--cpu-prof-dir=${folder}`,
    '--import',
    `data:text/javascript,${encodeURIComponent(exitOnTerm)}`,
  ];
}

/**
 * The node arguments that run `script` (a path under bench/) the way production runs the server,
 * built from the sources of the checkout at `root` (this one, or a baseline's worktree: lib/baseline.ts).
 */
export async function serverCommand(script: string, root = repoRoot): Promise<string[]> {
  const source = path.join(root, 'bench', script);
  if (process.env.BENCH_RUNTIME === 'tsx') return ['--import', 'tsx', source];
  let built = builds.get(source);
  if (!built) builds.set(source, (built = buildServer(source, root, script)));
  return [...profileArguments(), '--enable-source-maps', await built];
}

/** Each script is built once per run: servers started side by side must not rewrite a file another is reading. */
const builds = new Map<string, Promise<string>>();

async function buildServer(source: string, root: string, script: string): Promise<string> {
  // One folder below apps/server, as dist/main.js is: the server finds its migrations from its own
  // file's place (apps/server/src/paths.ts), and its packages resolve from apps/server/node_modules first.
  const outDir = path.join(root, 'apps/server/bench-dist');
  mkdirSync(outDir, { recursive: true });
  const outfile = path.join(outDir, `${script.replace(/[/\\]/g, '-').replace(/\.ts$/, '')}.mjs`);
  await build({
    entryPoints: [source],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: true,
    plugins: [npmPackagesExternal],
    logLevel: 'warning',
  });
  return outfile;
}
