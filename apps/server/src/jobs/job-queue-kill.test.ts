import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { jobs } from '../db/schema/jobs.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const onPostgres = process.env.TEST_DB === 'postgres';

/**
 * A worker process killed with SIGKILL in the middle of a job: after a restart the job is taken
 * up again and done once, on the embedded database (reopened from its files) and on PostgreSQL
 * (once the dead worker's lease runs out).
 */
describe('a job cut off by kill -9', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'filmlab-kill-'));
  const logFile = path.join(dir, 'worker.log');
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};

  beforeAll(async () => {
    if (!onPostgres) return;
    const serverUrl = process.env.TEST_DATABASE_URL as string;
    const name = `filmlab_kill_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  });
  afterAll(async () => {
    await dropDatabase();
    rmSync(dir, { recursive: true, force: true });
  });

  const lines = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').trim().split('\n') : []);
  const waitFor = async (pattern: RegExp, count = 1) => {
    const deadline = Date.now() + 60_000;
    while (lines().filter((line) => pattern.test(line)).length < count) {
      if (Date.now() > deadline) throw new Error(`no ${pattern} in the worker log: ${lines().join(' | ')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const worker = (send: boolean): ChildProcess =>
    spawn(process.execPath, ['--import', 'tsx', path.join(here, 'kill-test-worker.ts')], {
      env: {
        ...process.env,
        KILL_TEST_LOG: logFile,
        KILL_TEST_SEND: send ? '1' : '0',
        KILL_TEST_LEASE_SECONDS: '1',
        ...(databaseUrl ? { KILL_TEST_DATABASE_URL: databaseUrl } : { KILL_TEST_PGLITE_DIR: path.join(dir, 'pgdata') }),
      },
      stdio: 'ignore',
    });
  const exited = (child: ChildProcess) =>
    new Promise<NodeJS.Signals | number | null>((resolve) =>
      child.once('exit', (code, signal) => resolve(signal ?? code)),
    );

  it('picks the job up again after a restart and does it once', async () => {
    const first = worker(true);
    await waitFor(/^start \d+ 1$/);
    const jobId = Number(
      lines()
        .find((line) => line.startsWith('sent '))!
        .split(' ')[1],
    );
    const firstGone = exited(first);
    first.kill('SIGKILL');
    expect(await firstGone).toBe('SIGKILL');

    const second = worker(false);
    await waitFor(/^done \d+ 2$/);
    await waitFor(/^ready /, 2);
    const secondGone = exited(second);
    second.kill('SIGTERM');
    expect(await secondGone).toBe(0);

    // Yet another start finds nothing left to do.
    const third = worker(false);
    await waitFor(/^ready /, 3);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const thirdGone = exited(third);
    third.kill('SIGTERM');
    expect(await thirdGone).toBe(0);

    expect(lines().filter((line) => /^(start|done) /.test(line))).toEqual([
      `start ${jobId} 1`,
      `start ${jobId} 2`,
      `done ${jobId} 2`,
    ]);
    expect(lines().filter((line) => line.startsWith('error'))).toEqual([]);
    const database = await openDatabase({ databaseUrl, pgliteDir: databaseUrl ? undefined : path.join(dir, 'pgdata') });
    try {
      const [row] = await database.db.select().from(jobs).where(eq(jobs.id, jobId));
      expect(row).toMatchObject({ state: 'completed', attempts: 2, lockedBy: null });
    } finally {
      await database.close();
    }
  }, 120_000);
});
