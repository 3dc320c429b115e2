// The build's stamp: a hash of everything `npm run build` reads (sources of the web app, the server
// and the workspace packages, manifests, the lock file). `npm run build` writes it last; `npm start`
// (start.mjs) builds again only when it is missing or differs. Plain Node: it must run where the
// devDependencies are pruned.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import console from 'node:console';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const stampFile = path.join(root, 'apps/server/dist/build-stamp.json');
/** What `npm start` runs, and what the web build must have written. */
export const outputs = [path.join(root, 'apps/server/dist/main.js'), path.join(root, 'apps/web/dist/index.html')];

const INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'packages/domain',
  'packages/api',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'apps/server/build',
  'apps/server/src',
  'apps/web',
];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.cache']);
// Tests are not part of the build: changing one needs no rebuild.
const isTest = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

function filesUnder(relative, out) {
  const entries = readdirSync(path.join(root, relative), { withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const child = path.posix.join(relative, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) filesUnder(child, out);
    } else if (entry.isFile() && !isTest(entry.name)) {
      out.push(child);
    }
  }
}

function inputFiles() {
  const files = [];
  for (const input of INPUTS) {
    const full = path.join(root, input);
    if (!existsSync(full)) continue;
    if (statSync(full).isDirectory()) filesUnder(input, files);
    else files.push(input);
  }
  return files;
}

/** The hash of the build's inputs as they are now. */
export function sourceHash() {
  const hash = createHash('sha256');
  for (const file of inputFiles()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Whether the build on disk was made from the inputs on disk; `reason` says why not. */
export function buildState() {
  const missing = outputs.find((file) => !existsSync(file));
  if (missing) return { current: false, reason: `${path.relative(root, missing)} is missing` };
  if (!existsSync(stampFile)) return { current: false, reason: 'the build has no stamp' };
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return { current: false, reason: 'the build stamp is unreadable' };
  }
  if (stamp.sources !== sourceHash()) return { current: false, reason: 'sources changed since the last build' };
  return { current: true, reason: 'the build is current' };
}

export function writeStamp() {
  writeFileSync(
    stampFile,
    `${JSON.stringify({ sources: sourceHash(), builtAt: new Date().toISOString() }, null, 2)}\n`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const command = process.argv[2];
  if (command === 'write') {
    writeStamp();
    console.log(`build stamp written to ${path.relative(root, stampFile)}`);
  } else if (command === 'check') {
    const state = buildState();
    console.log(state.reason);
    process.exit(state.current ? 0 : 1);
  } else {
    console.error('usage: node scripts/build-stamp.mjs write|check');
    process.exit(2);
  }
}
