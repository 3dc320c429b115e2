// `npm start`: builds when the build is missing or older than the sources (build-stamp.mjs), then
// runs the compiled server in this process. With a current build it needs no devDependency, so it
// runs after `npm ci --omit=dev` (or `npm prune --omit=dev`) as well.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import console from 'node:console';
import process from 'node:process';
import { pathToFileURL } from 'node:url';
import { buildState, outputs, root } from './build-stamp.mjs';

// Node 24 is the supported line (.nvmrc, `engines`, what CI runs); an older Node is past its end of life.
if (Number(process.versions.node.split('.')[0]) < 24) {
  console.warn(
    `\nThis is Node ${process.version}; the platform supports Node 24 (the current LTS) and is tested on it ` +
      'only. Install Node 24 (`nvm install`, which reads .nvmrc) before running a lab on it.\n',
  );
}

const state = buildState();
if (!state.current) {
  const require = createRequire(import.meta.url);
  const toolsInstalled = ['vite/package.json', 'esbuild/package.json'].every((tool) => {
    try {
      require.resolve(tool, { paths: [path.join(root, 'apps/web'), path.join(root, 'apps/server')] });
      return true;
    } catch {
      return false;
    }
  });
  if (!toolsInstalled) {
    console.error(
      `\nThe build is not current (${state.reason}) and the build tools are not installed ` +
        '(devDependencies were left out).\nRun `npm ci && npm run build`, then `npm start` again ' +
        '(`npm prune --omit=dev` after the build keeps it).\n',
    );
    process.exit(1);
  }
  console.log(`\nBuilding first: ${state.reason}.\n`);
  // npm sets npm_execpath to its own CLI script; run the same npm with this node.
  const npm = process.env.npm_execpath;
  const result = npm
    ? spawnSync(process.execPath, [npm, 'run', 'build'], { cwd: root, stdio: 'inherit' })
    : spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.setSourceMapsEnabled(true);
await import(pathToFileURL(outputs[0]).href);
