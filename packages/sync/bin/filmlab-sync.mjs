#!/usr/bin/env node
// The command's entry. It runs the compiled command (dist/filmlab-sync.js, made by `npm run build`),
// which needs no tsx, so a pruned install runs it. In a checkout whose sources changed since that
// build, or that was never built, it runs the TypeScript sources through tsx when tsx is installed.
/* global process, console */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const compiled = path.join(root, 'dist/filmlab-sync.js');

/** The newest change to the command's sources (its own and @filmlab/domain's). */
function newestSource() {
  let newest = 0;
  for (const dir of [path.join(root, 'src'), path.join(root, '../domain/src')]) {
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      if (name.endsWith('.ts') && !name.endsWith('.test.ts'))
        newest = Math.max(newest, statSync(path.join(dir, name)).mtimeMs);
    }
  }
  return newest;
}

async function tsxRegister() {
  try {
    return (await import('tsx/esm/api')).register;
  } catch {
    return null;
  }
}

const built = existsSync(compiled) ? statSync(compiled).mtimeMs : 0;
const stale = built < newestSource();
const register = stale ? await tsxRegister() : null;
if (register) {
  register();
  await import('../src/cli.ts');
} else if (built > 0) {
  if (stale)
    console.error(
      'filmlab-sync: the sources changed since the last build; `npm run build -w @filmlab/sync` takes them in.',
    );
  await import(pathToFileURL(compiled).href);
} else {
  console.error('filmlab-sync is not built: run `npm run build -w @filmlab/sync` (or `npm run build`) first.');
  process.exitCode = 1;
}
