// The compiled command (build/bundle.mjs) runs with plain Node, as on a pruned install: copied to a
// folder whose node_modules holds only its runtime packages (no tsx, no TypeScript sources), with
// nothing but node on the PATH.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const syncRoot = path.join(here, '..');
const repoModules = path.join(syncRoot, '../../node_modules');

describe('the compiled filmlab-sync', () => {
  let station: string;
  beforeAll(() => {
    station = mkdtempSync(path.join(tmpdir(), 'filmlab-station-'));
    const outdir = path.join(station, 'build');
    const built = spawnSync(process.execPath, [path.join(syncRoot, 'build/bundle.mjs'), '--outdir', outdir], {
      encoding: 'utf8',
    });
    expect(built.status, built.stderr).toBe(0);
    mkdirSync(path.join(station, 'app/node_modules'), { recursive: true });
    copyFileSync(path.join(outdir, 'filmlab-sync.js'), path.join(station, 'app/filmlab-sync.js'));
    // chokidar and its one dependency: what `npm ci --omit=dev` keeps for the command.
    for (const name of ['chokidar', 'readdirp'])
      symlinkSync(path.join(repoModules, name), path.join(station, 'app/node_modules', name));
  });
  afterAll(() => rmSync(station, { recursive: true, force: true }));

  const run = (...args: string[]) =>
    spawnSync(process.execPath, [path.join(station, 'app/filmlab-sync.js'), ...args], {
      encoding: 'utf8',
      env: { PATH: path.dirname(process.execPath) },
    });

  it('shows its help with no tsx to be found', () => {
    const tsx = spawnSync(process.execPath, ['-e', 'import("tsx/esm/api")'], {
      cwd: path.join(station, 'app'),
      encoding: 'utf8',
    });
    expect(tsx.status, 'tsx must not be loadable where the command runs').not.toBe(0);
    const help = run('--help');
    expect(help.status, help.stderr).toBe(0);
    expect(help.stdout).toContain('Usage: filmlab-sync watch');
  });

  it('runs --once over an export folder and reports a folder it cannot place', () => {
    const exportDir = path.join(station, 'export');
    mkdirSync(path.join(exportDir, '1042'), { recursive: true });
    writeFileSync(path.join(exportDir, '1042', '1.jpg'), 'x');
    const once = run('watch', exportDir, '--server', 'http://127.0.0.1:9', '--token', 't', '--once', '--settle', '0');
    expect(once.status, once.stdout + once.stderr).toBe(1);
    expect(once.stdout).toContain('1042: its name has only an order number (1042)');
  });
});
