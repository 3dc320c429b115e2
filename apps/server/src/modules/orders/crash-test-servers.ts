// For the crash tests (payment-crash.test.ts): the real server (src/main.ts) as a child process on a
// database the test can open itself between children, a fixed secret so the test's session tokens
// work in every child, and the child's JSON log read for its port and the end of its start sweep.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from '../../config.js';
import { openDatabase, type Database } from '../../db/client.js';

export const CRASH_SECRET = 'crash-test-secret-long-enough-for-hmac';

/** Every child gets these: no demo data, the sweep at start only, and leases that run out at once. */
const CHILD_ENV: Record<string, string> = {
  AUTH_SECRET: CRASH_SECRET,
  SEED_DEMO: 'false',
  LOG_LEVEL: 'info',
  HOST: '127.0.0.1',
  PORT: '0',
  PUBLIC_URL: 'http://localhost:3000',
  WEB_DIST: '/nonexistent',
  PAYMENT_ATTEMPT_LEASE_SECONDS: '1',
  PAYMENT_SWEEP_SECONDS: '0',
  FAULT_POINT: '',
  PAYMENTS_PROVIDER: 'local',
};

export interface CrashDatabase {
  kind: 'pglite' | 'postgres';
  /** What a child needs to find the database. */
  env: Record<string, string>;
  /** Opens it in this process (on PGlite only while no child runs). */
  open(): Promise<Database>;
  remove(): Promise<void>;
}

/** A fresh database: a PGlite data directory, or a new database on TEST_DATABASE_URL's server. */
export async function createCrashDatabase(): Promise<CrashDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'filmlab-crash-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !serverUrl) {
    return {
      kind: 'pglite',
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      open: () => openDatabase({ pgliteDir: path.join(dataDir, 'pgdata') }),
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `filmlab_crash_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    open: () => openDatabase({ databaseUrl: url.toString(), poolSize: 5 }),
    remove: async () => {
      await admin(`drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Child {
  url: string;
  /** Resolves with how the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): void;
  logs: Array<Record<string, unknown>>;
}

/** Starts src/main.ts; resolves once it listens and its start sweep is done. */
export function startChild(env: Record<string, string>): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')], {
    cwd: repoRoot,
    env: { ...process.env, ...CHILD_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Array<Record<string, unknown>> = [];
  let stderr = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    let url: string | null = null;
    let swept = false;
    let buffer = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start in 90 s: ${stderr}`));
    }, 90_000);
    const ready = () => {
      if (!url || !swept) return;
      clearTimeout(timer);
      resolve({ url, exited, kill: (signal) => child.kill(signal), logs });
    };
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.startsWith('{')) continue;
        const entry = JSON.parse(line) as Record<string, unknown>;
        logs.push(entry);
        const msg = String(entry.msg ?? '');
        const listening = /^Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(msg);
        if (listening) url = listening[1]!;
        if (msg === 'payment sweep at start done') swept = true;
        ready();
      }
    });
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}) before it was ready: ${stderr}`));
    });
  });
}

/** A JSON call to a child; a dropped connection (the child died) is status 0. */
export async function callChild(base: string, method: string, url: string, token: string | null, body?: unknown) {
  try {
    const res = await fetch(`${base}/api${url}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
  } catch {
    return { status: 0, body: {} };
  }
}
