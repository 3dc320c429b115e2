// The station tests' and the benchmark's moving parts: a real server process (killable), the
// filmlab-sync command as a process, a fresh PostgreSQL database when one answers, and frames.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';
import type { ServerSetup } from './station-server.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const BIN = path.join(here, '../bin/filmlab-sync.mjs');

export interface RunningServer {
  child: ChildProcess;
  port: number;
  url: string;
  setup: ServerSetup;
  kill(): Promise<void>;
}

export function startServer(env: {
  dataDir: string;
  port?: number;
  databaseUrl?: string | null;
  rolls?: number;
  /** Node's arguments to run station-server.ts (the benchmark runs it compiled); tsx by default. */
  command?: string[];
}) {
  const child = spawn(process.execPath, env.command ?? ['--import', 'tsx', path.join(here, 'station-server.ts')], {
    env: {
      ...process.env,
      SYNC_DATA_DIR: env.dataDir,
      SYNC_PORT: String(env.port ?? 0),
      SYNC_DATABASE_URL: env.databaseUrl ?? '',
      SYNC_ROLLS: String(env.rolls ?? 2),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise<RunningServer>((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((l) => l.startsWith('{"port"'));
      if (!line) return;
      const info = JSON.parse(line) as { port: number; setup: ServerSetup };
      resolve({
        child,
        port: info.port,
        url: `http://127.0.0.1:${info.port}`,
        setup: info.setup,
        kill: () =>
          new Promise((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGKILL');
          }),
      });
    });
    child.once('exit', (code) => reject(new Error(`station server exited with ${code}`)));
  });
}

export interface SyncRun {
  child: ChildProcess;
  output: () => string;
  done: Promise<number>;
}

/** filmlab-sync as a technician runs it (plain output: not a terminal). */
export function runSync(args: string[], env: Record<string, string> = {}): SyncRun {
  const child = spawn(process.execPath, [BIN, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const done = new Promise<number>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 137 : 1))),
  );
  return { child, output: () => out, done };
}

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A fresh database on the local PostgreSQL server (a killed server recovers from its log), or null. */
export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `filmlab_sync_${randomBytes(5).toString('hex')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** `count` distinct JPEG frames of `width` x `height` (noise, so each has its own checksum). */
export async function writeFrames(
  dir: string,
  names: string[],
  size: { width: number; height: number } = { width: 600, height: 400 },
): Promise<void> {
  mkdirSync(dir, { recursive: true });
  for (const name of names) {
    await sharp({
      create: { ...size, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    })
      .jpeg({ quality: 90 })
      .toFile(path.join(dir, name));
  }
}

/** The roll's frames on the server, as the station sees them. */
export async function framesOn(server: RunningServer, code: string) {
  const res = await fetch(`${server.url}/api/station/rolls/${code}`, {
    headers: { authorization: `Bearer ${server.setup.token}` },
  });
  const json = (await res.json()) as {
    roll: { status: string; frames: Array<{ sha256: string; status: string; frame: number }> };
  };
  return json.roll;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
