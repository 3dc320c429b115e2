// npm run bench:upload: a 200 MB 16-bit TIFF uploaded through the local blob store (start, PUT to the
// signed link, finish: the server reads it back for type, size and SHA-256). Budget: the server's
// memory grows by less than 50 MB. Reference: the same bytes PUT to a bare Node server that throws
// them away, measured in the same run.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { tiff16Size, tiff16Stream } from '../apps/server/src/modules/scans/test-tiff.js';
import { readFileSync } from 'node:fs';
import { serverCommand } from './lib/compile-server.js';
import { createBenchDatabase } from './lib/postgres.js';

const WIDTH = 6000;
const HEIGHT = 5825; // 6000 x 5825 x 6 bytes: 200 MiB of pixels
const budgetMb = 50;

interface Server {
  port: number;
  pid: number;
  info: Record<string, unknown>;
  stop(): void;
}

async function start(script: string, env: Record<string, string> = {}): Promise<Server> {
  const child = spawn(process.execPath, await serverCommand(script), {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((l) => l.startsWith('{"port"'));
      if (line) {
        const info = JSON.parse(line) as { port: number };
        resolve({ port: info.port, pid: child.pid as number, info, stop: () => child.kill('SIGKILL') });
      }
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

const rssMb = (pid: number) =>
  Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** Samples the process's resident memory every 10 ms while `work` runs; returns its growth in MB. */
async function growth(pid: number, work: () => Promise<unknown>): Promise<{ before: number; peak: number }> {
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = rssMb(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 10);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return { before, peak: Math.max(peak, rssMb(pid)) };
}

function put(url: string, contentType: string): Promise<{ status: number; body: string; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'PUT', headers: { 'content-type': contentType, 'content-length': tiff16Size(WIDTH, HEIGHT) } },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body, seconds: (performance.now() - started) / 1000 }),
        );
      },
    );
    req.on('error', reject);
    tiff16Stream(WIDTH, HEIGHT, 7).pipe(req);
  });
}

const sizeMb = tiff16Size(WIDTH, HEIGHT) / 1024 / 1024;

/** One run against the app on this database; true when within budget. */
async function uploadOnce(label: string, env: Record<string, string>): Promise<boolean> {
  const app = await start('servers/upload-server.ts', env);
  const bare = await start('servers/sink-server.ts');
  try {
    const base = `http://127.0.0.1:${app.port}/api`;
    const { token, userId, rollId, pickUpId } = app.info as Record<string, string | number>;
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

    let putSeconds = 0;
    let finishSeconds = 0;
    const appRun = await growth(app.pid, async () => {
      const started = await fetch(
        `${base}/users/${userId}/pick-ups/${pickUpId}/film-rolls/${rollId}/scans?fileType=image/tiff`,
        {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ filmRollId: rollId, name: 'big-scan.tif' }),
        },
      );
      if (started.status !== 201) throw new Error(`start answered ${started.status}: ${await started.text()}`);
      const { scan, upload } = (await started.json()) as { scan: { id: number }; upload: { url: string } };
      // The link is relative, or carries PUBLIC_URL (S3 presigned links are absolute): either way
      // send it to the port this server listens on.
      const link = new URL(upload.url, 'http://localhost');
      const sent = await put(`${base.replace('/api', '')}${link.pathname}${link.search}`, 'image/tiff');
      if (sent.status !== 200) throw new Error(`PUT answered ${sent.status}: ${sent.body}`);
      putSeconds = sent.seconds;
      const t = performance.now();
      const finish = await fetch(`${base}/users/${userId}/scans/${scan.id}/finish-upload`, {
        method: 'POST',
        headers: { authorization: auth.authorization },
      });
      const answer = (await finish.json()) as { scan?: { status: string; width: number } };
      if (finish.status !== 200 || answer.scan?.status !== 'PROCESSING' || answer.scan.width !== WIDTH) {
        throw new Error(`finish answered ${finish.status}: ${JSON.stringify(answer)}`);
      }
      finishSeconds = (performance.now() - t) / 1000;
    });
    let bareSeconds = 0;
    const bareRun = await growth(bare.pid, async () => {
      const sent = await put(`http://127.0.0.1:${bare.port}/`, 'image/tiff');
      bareSeconds = sent.seconds;
    });

    const grew = appRun.peak - appRun.before;
    const pass = grew < budgetMb;
    console.log(
      `\n${label}: ${WIDTH} x ${HEIGHT} 16-bit TIFF, ${sizeMb.toFixed(0)} MiB, PUT through the local blob store, then checked\n`,
    );
    console.log(
      `app   RSS ${appRun.before.toFixed(0)} -> peak ${appRun.peak.toFixed(0)} MB (+${grew.toFixed(1)} MB)   PUT ${putSeconds.toFixed(2)} s (${(sizeMb / putSeconds).toFixed(0)} MiB/s), check ${finishSeconds.toFixed(2)} s`,
    );
    console.log(
      `bare  RSS ${bareRun.before.toFixed(0)} -> peak ${bareRun.peak.toFixed(0)} MB (+${(bareRun.peak - bareRun.before).toFixed(1)} MB)   PUT ${bareSeconds.toFixed(2)} s (${(sizeMb / bareSeconds).toFixed(0)} MiB/s), bytes thrown away`,
    );
    console.log(`\nmemory growth  ${grew.toFixed(1)} MB   budget < ${budgetMb} MB   ${pass ? 'PASS' : 'FAIL'}`);
    return pass;
  } finally {
    app.stop();
    bare.stop();
  }
}

const results = [await uploadOnce('embedded PGlite', {})];
const postgres = await createBenchDatabase();
if (postgres) {
  try {
    results.push(await uploadOnce('PostgreSQL', { BENCH_DATABASE_URL: postgres.url }));
  } finally {
    await postgres.drop();
  }
} else {
  console.log('PostgreSQL did not answer: measured on the embedded database only.');
}
process.exitCode = results.every(Boolean) ? 0 : 1;
