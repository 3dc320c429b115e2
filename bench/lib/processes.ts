import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Started {
  port: number;
  /** Everything the server's start line said (its port, and e.g. a token). */
  info: Record<string, unknown>;
  child: ChildProcess;
  stop(): void;
}

/** Runs a server script in its own process (so load and server don't share an event loop). */
export function startServer(script: string, env: Record<string, string> = {}): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(benchDir, script)], {
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
      resolve({ port: info.port, info, child, stop: () => child.kill('SIGKILL') });
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code}`));
    });
  });
}
