import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../paths.js';

/**
 * `npm start` (scripts/start.mjs) in a small stand-in repository: the real scripts, a web app and a
 * server of one file each, and a build that records when it ran. What is checked is the decision:
 * run the build when it is current, build first when it is not, and say what to do when it is not
 * current and the build tools were pruned.
 */
describe('npm start', () => {
  let dir: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  const builds = () => readFileSync(path.join(dir, 'builds.log'), 'utf8').split('\n').filter(Boolean).length;
  const start = () => {
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH };
    const run = spawnSync(process.execPath, ['scripts/start.mjs'], { cwd: dir, env, encoding: 'utf8' });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'filmlab-start-'));
    cpSync(path.join(repoRoot, 'scripts'), path.join(dir, 'scripts'), { recursive: true });
    write(
      'package.json',
      JSON.stringify({ name: 'stand-in', private: true, type: 'module', scripts: { build: 'node build.mjs' } }),
    );
    write('package-lock.json', '{}');
    write('apps/server/src/main.ts', 'export {};\n');
    write('apps/server/src/main.test.ts', 'a test\n');
    write('apps/web/src/main.tsx', 'export {};\n');
    write('packages/domain/src/index.ts', 'export {};\n');
    // The build tools, as `npm ci` installs them; `npm ci --omit=dev` leaves them out.
    write('node_modules/vite/package.json', '{"name":"vite"}');
    write('node_modules/esbuild/package.json', '{"name":"esbuild"}');
    write(
      'build.mjs',
      [
        "import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';",
        "import { writeStamp } from './scripts/build-stamp.mjs';",
        "mkdirSync('apps/server/dist', { recursive: true });",
        "mkdirSync('apps/web/dist', { recursive: true });",
        "writeFileSync('apps/server/dist/main.js', \"console.log('compiled server running');\\n\");",
        "writeFileSync('apps/web/dist/index.html', '<!doctype html>');",
        'writeStamp();',
        "appendFileSync('builds.log', 'built\\n');",
      ].join('\n'),
    );
    writeFileSync(path.join(dir, 'builds.log'), '');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('builds first when there is no build, then runs the compiled server', () => {
    const run = start();
    expect(run.status).toBe(0);
    expect(run.output).toContain('Building first: apps/server/dist/main.js is missing');
    expect(run.output).toContain('compiled server running');
    expect(builds()).toBe(1);
  });

  it('rebuilds nothing when the build is current, even after a test changed', () => {
    start();
    write('apps/server/src/main.test.ts', 'another test\n');
    const run = start();
    expect(run.status).toBe(0);
    expect(run.output).not.toContain('Building');
    expect(run.output).toContain('compiled server running');
    expect(builds()).toBe(1);
  });

  it.each(['apps/server/src/main.ts', 'apps/web/src/main.tsx', 'packages/domain/src/index.ts', 'package-lock.json'])(
    'builds again when %s changed',
    (file) => {
      start();
      write(file, `${readFileSync(path.join(dir, file), 'utf8')}// changed\n`);
      const run = start();
      expect(run.output).toContain('Building first: sources changed since the last build');
      expect(builds()).toBe(2);
    },
  );

  it('runs a current build without the build tools (devDependencies pruned)', () => {
    start();
    rmSync(path.join(dir, 'node_modules'), { recursive: true });
    const run = start();
    expect(run.status).toBe(0);
    expect(run.output).toContain('compiled server running');
  });

  it('says what to do when the build is stale and the build tools were pruned', () => {
    start();
    rmSync(path.join(dir, 'node_modules'), { recursive: true });
    write('apps/server/src/main.ts', 'export const changed = 1;\n');
    const run = start();
    expect(run.status).toBe(1);
    expect(run.output).toContain('the build tools are not installed');
    expect(run.output).toContain('npm ci && npm run build');
    expect(run.output).not.toContain('compiled server running');
    expect(builds()).toBe(1);
  });
});
