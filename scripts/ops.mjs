// The operator's commands: `npm run create-admin|backup|restore -- ...` (apps/server/src/ops/cli.ts).
// With a current build they run compiled (apps/server/dist/ops.js), so they work after
// `npm prune --omit=dev`; otherwise from the TypeScript sources through tsx, without building first.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import console from 'node:console';
import process from 'node:process';
import { pathToFileURL } from 'node:url';
import { buildState, root } from './build-stamp.mjs';

const compiled = path.join(root, 'apps/server/dist/ops.js');
if (buildState().current && existsSync(compiled)) {
  await import(pathToFileURL(compiled).href);
} else {
  let tsx;
  try {
    tsx = createRequire(import.meta.url).resolve('tsx', { paths: [root] });
  } catch {
    console.error('\nThe build is not current and tsx is not installed: run `npm ci && npm run build` first.\n');
    process.exit(1);
  }
  const source = path.join(root, 'apps/server/src/ops/cli.ts');
  const result = spawnSync(process.execPath, ['--import', pathToFileURL(tsx).href, source, ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  process.exit(result.status ?? 1);
}
