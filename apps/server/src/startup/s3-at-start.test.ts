// The server started on an S3 store that does not answer stops with a sentence naming the setting,
// not the SDK's raw error and a stack trace.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config.js';

/** A port nothing listens on: taken, then let go. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe('starting on S3', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'filmlab-s3-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start when S3 does not answer, saying so and what to set', async () => {
    const endpoint = `http://127.0.0.1:${await closedPort()}`;
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        PORT: '0',
        AUTH_SECRET: 'x'.repeat(40),
        S3_BUCKET: 'film-lab',
        S3_ENDPOINT: endpoint,
        AWS_ACCESS_KEY_ID: 'test-key',
        AWS_SECRET_ACCESS_KEY: 'test-secret',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code, output).toBe(1);
    expect(output).toContain(
      `The file store (S3) is not usable: S3 does not answer at ${endpoint} (S3_ENDPOINT) (ECONNREFUSED): ` +
        'check S3_ENDPOINT and that the store is running.',
    );
    expect(output).not.toMatch(/^\s+at /m);
  }, 120_000);
});
