import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const mainJs = path.resolve(here, '../../apps/server/dist/main.js');

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface OwnServer {
  /** The server's origin, e.g. http://localhost:41234. */
  base: string;
  /** What the server has printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The compiled server (as the shared e2e server runs it: `npm run build` first) on its own fresh
 * embedded database with the demo seed, for a journey that changes what the demo accounts start
 * with, or needs settings of its own. Resolves once /readyz answers.
 */
export async function startOwnServer(env: Record<string, string>): Promise<OwnServer> {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'filmlab-e2e-own-'));
  let printed = '';
  const server = spawn(process.execPath, ['--enable-source-maps', mainJs], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      DATABASE_URL: '',
      SMTP_URL: '',
      TWO_FACTOR: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`the server exited:\n${printed}`);
    }
    const ready = await fetch(`${base}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return { base, output: () => printed, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not start:\n${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
