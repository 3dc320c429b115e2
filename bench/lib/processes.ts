import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { serverCommand } from './compile-server.js';

export interface Started {
  port: number;
  /** Everything the server's start line said (its port, and e.g. a token). */
  info: Record<string, unknown>;
  child: ChildProcess;
  stop(): void;
}

/** BENCH_PORTS=4202-4209: the ports bench servers may listen on (unset: any free port). */
const portRange = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
let nextPort = portRange ? Number(portRange[1]) : 0;

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** A free port of BENCH_PORTS, taken in turn, or 0 (the system picks one) when no range is set. */
async function portForServer(): Promise<number> {
  if (!portRange) return 0;
  const [first, last] = [Number(portRange[1]), Number(portRange[2])];
  for (let tries = 0; tries <= last - first; tries++) {
    const port = nextPort;
    nextPort = port >= last ? first : port + 1;
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port in BENCH_PORTS=${process.env.BENCH_PORTS}`);
}

/**
 * Runs a server script in its own process (so load and server don't share an event loop), built from
 * the checkout at `root` (this one unless given). The server listens on BENCH_PORT (0: any).
 */
export async function startServer(
  script: string,
  env: Record<string, string> = {},
  options: { root?: string } = {},
): Promise<Started> {
  const port = await portForServer();
  const child = spawn(process.execPath, await serverCommand(script, options.root), {
    env: { ...process.env, ...env, BENCH_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => reject(new Error(`${script} did not start in 180 s`)), 180_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((l) => l.startsWith('{"port"'));
      if (!line) return;
      clearTimeout(timer);
      const info = JSON.parse(line) as { port: number } & Record<string, unknown>;
      // A profiled server exits on SIGTERM to write its profile (compile-server.ts).
      const signal = process.env.BENCH_CPU_PROF ? 'SIGTERM' : 'SIGKILL';
      resolve({ port: info.port, info, child, stop: () => child.kill(signal) });
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code}`));
    });
  });
}
