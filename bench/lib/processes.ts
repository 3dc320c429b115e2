import { spawn, type ChildProcess } from 'node:child_process';
import { serverCommand } from './compile-server.js';

export interface Started {
  port: number;
  /** Everything the server's start line said (its port, and e.g. a token). */
  info: Record<string, unknown>;
  child: ChildProcess;
  stop(): void;
}

/** Runs a server script in its own process (so load and server don't share an event loop). */
export async function startServer(script: string, env: Record<string, string> = {}): Promise<Started> {
  const child = spawn(process.execPath, await serverCommand(script), {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => reject(new Error(`${script} did not start in 120 s`)), 120_000);
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
