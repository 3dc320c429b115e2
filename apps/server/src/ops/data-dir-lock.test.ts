import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeBackup } from './backup.js';
import { dataDirHolder, holdDataDir } from './data-dir-lock.js';

describe('the embedded database is one process’s', () => {
  let dataDir: string;
  let other: ChildProcess;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'filmlab-lock-'));
    // Another live process (a server, as far as the lock says) has the folder.
    other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    const since = new Date().toISOString();
    writeFileSync(path.join(dataDir, 'in-use'), JSON.stringify({ pid: other.pid, holder: 'the app server', since }));
  });
  afterEach(() => {
    if (other.exitCode === null) other.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses while a live process holds it, naming it', async () => {
    expect(dataDirHolder(dataDir)?.pid).toBe(other.pid);
    expect(() => holdDataDir(dataDir, 'npm run restore')).toThrow(`in use by the app server (process ${other.pid}`);
    mkdirSync(path.join(dataDir, 'pgdata'));
    writeFileSync(path.join(dataDir, 'pgdata/PG_VERSION'), '17');
    await expect(
      writeBackup({
        config: { dataDir, databaseUrl: undefined, blobs: { driver: 'local' } },
        out: path.join(dataDir, 'b.tar.gz'),
      }),
    ).rejects.toThrow('stop that process first');
  });

  it('takes a lock its holder left when it died, and gives it back', async () => {
    other.kill('SIGKILL');
    await once(other, 'exit');
    expect(dataDirHolder(dataDir)).toBeNull();
    const release = holdDataDir(dataDir, 'npm run backup');
    expect(dataDirHolder(dataDir)).toBeNull(); // this process's own lock does not stop it
    expect(existsSync(path.join(dataDir, 'in-use'))).toBe(true);
    release();
    expect(existsSync(path.join(dataDir, 'in-use'))).toBe(false);
  });
});
