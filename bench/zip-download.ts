// npm run bench:zip: a zip of a large pick-up of generated frames (ZIP_BENCH_MB, 2000 MiB unless
// given: 4 rolls of 20 MiB frames, each a real JPEG header before random image data), built by one
// app process while the member's WebSocket is held by a second, both on one PostgreSQL database.
// Budgets: zip throughput at least 0.8 of `cat files > /dev/null` over the same files measured in
// the same run (all from a cold page cache, evicted with `dd iflag=nocache`) for preparing the zip
// (reading every frame for its CRC and film data); the whole download over HTTP (the frames read
// again from their files, in the archive's order) is timed beside it for the record, film data written
// into every JPEG; the building process's memory grows by less than 100 MB; progress messages
// arrive on the second process's socket.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomFillSync } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import WebSocket from 'ws';
import { openDatabase } from '../apps/server/src/db/client.js';
import { orders } from '../apps/server/src/db/schema/orders.js';
import { pickUps } from '../apps/server/src/db/schema/pick-ups.js';
import { filmRolls } from '../apps/server/src/db/schema/rolls.js';
import { scans } from '../apps/server/src/db/schema/scans.js';
import { createSessionTokens } from '../apps/server/src/modules/auth/session-tokens.js';
import { startSession } from '../apps/server/src/modules/auth/session.js';
import { insertUser } from '../apps/server/src/modules/users/store.js';
import { createBenchDatabase } from './lib/postgres.js';
import { startServer } from './lib/processes.js';

const TOTAL_MB = Number(process.env.ZIP_BENCH_MB ?? 2000);
const FRAME_MB = 20;
const ROLLS = 4;
const memoryBudgetMb = 100;
const throughputBudget = 0.8;
const secret = 'bench-secret-bench-secret-bench-secret';

const rssMb = (pid: number) =>
  Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
/** CPU seconds (user + system) a process has used. */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const evict = (files: string[]) => {
  for (const file of files) execFileSync('dd', [`if=${file}`, 'iflag=nocache', 'count=0'], { stdio: 'ignore' });
};

/** A frame: a real JPEG's header, then random image data (incompressible, like a photograph's). */
async function frameHeader(): Promise<{ head: Buffer; sos: Buffer }> {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#789' } })
    .jpeg()
    .toBuffer();
  let pos = 2;
  while (jpeg[pos + 1] !== 0xda) pos += 2 + jpeg.readUInt16BE(pos + 2);
  const sosLength = jpeg.readUInt16BE(pos + 2);
  return { head: jpeg.subarray(0, pos), sos: jpeg.subarray(pos, pos + 2 + sosLength) };
}

const postgres = await createBenchDatabase();
if (!postgres) {
  console.log('PostgreSQL did not answer: this benchmark needs it (the socket is held by a second process).');
  process.exit(1);
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'filmlab-bench-zip-'));
const stops: Array<() => void> = [];
let pass = false;
try {
  // The member, a pick-up of ROLLS rolls, and the frames' files in the local blob store.
  const database = await openDatabase({ databaseUrl: postgres.url, poolSize: 2 });
  const db = database.db;
  const user = await insertUser(db, {
    email: 'zipper@bench.test',
    firstName: 'Bench',
    lastName: 'Zipper',
    role: 'CUSTOMER',
    passwordHash: null,
  });
  const [order] = await db.insert(orders).values({ customerId: user.id, status: 'PAID' }).returning();
  const [pickUp] = await db.insert(pickUps).values({ orderId: order!.id, customerId: user.id }).returning();
  const { head, sos } = await frameHeader();
  const frameCount = Math.max(1, Math.round(TOTAL_MB / FRAME_MB));
  const body = Buffer.alloc(FRAME_MB * 1024 * 1024 - head.length - sos.length - 2);
  const files: string[] = [];
  let totalBytes = 0;
  const generated = performance.now();
  for (let r = 0; r < ROLLS; r++) {
    const [roll] = await db
      .insert(filmRolls)
      .values({ customerId: user.id, orderId: order!.id, pickUpId: pickUp!.id, brand: 'Kodak', model: `Portra ${r}00` })
      .returning();
    const rows = [];
    for (let f = r; f < frameCount; f += ROLLS) {
      const key = `scans/${user.id}/${roll!.id}/${f}/hi.jpg`;
      const file = path.join(dataDir, 'blobs', key);
      mkdirSync(path.dirname(file), { recursive: true });
      randomFillSync(body);
      const bytes = Buffer.concat([head, sos, body, Buffer.from([0xff, 0xd9])]);
      writeFileSync(file, bytes);
      files.push(file);
      totalBytes += bytes.length;
      rows.push({
        filmRollId: roll!.id,
        customerId: user.id,
        name: `frame-${f}.jpg`,
        position: rows.length + 1,
        hiResKey: key,
        sizeBytes: bytes.length,
      });
    }
    if (rows.length) await db.insert(scans).values(rows);
  }
  const sessions = createSessionTokens({ secret, ttlSeconds: 3600 });
  const { token } = await startSession({ db, sessions, user, client: { ip: '127.0.0.1', userAgent: 'zip bench' } });
  await database.close();
  const totalMiB = totalBytes / 1024 / 1024;
  console.log(
    `\n${files.length} frames of ${FRAME_MB} MiB in ${ROLLS} rolls, ${totalMiB.toFixed(0)} MiB, generated in ${((performance.now() - generated) / 1000).toFixed(1)} s`,
  );

  // Reference: cat over the same files, from a cold cache.
  spawnSync('sync');
  evict(files);
  const catStart = performance.now();
  const cat = spawnSync('sh', ['-c', 'cat "$@" > /dev/null', 'cat', ...files]);
  if (cat.status !== 0) throw new Error(`cat failed: ${cat.stderr}`);
  const catSeconds = (performance.now() - catStart) / 1000;

  // Two app processes on the one database: the worker builds, the other holds the socket.
  const env = { BENCH_DATABASE_URL: postgres.url, ZIP_DATA_DIR: dataDir, ZIP_SECRET: secret };
  const worker = await startServer('servers/zip-server.ts', { ...env, JOBS_CONCURRENCY: '1' });
  stops.push(worker.stop);
  const holder = await startServer('servers/zip-server.ts', { ...env, JOBS_CONCURRENCY: '0' });
  stops.push(holder.stop);
  // Not a browser: the session goes in the Authorization header (a browser asks for a ticket first).
  const socket = new WebSocket(`ws://127.0.0.1:${holder.port}/api/users/${user.id}/zip-downloads/socket`, {
    headers: { authorization: `Bearer ${token}` },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const messages: Array<{ status: string; progress: number; bytesDone: number; at: number }> = [];
  let finished: (() => void) | undefined;
  const done = new Promise<void>((resolve) => (finished = resolve));
  socket.on('message', (data) => {
    const event = JSON.parse(String(data)) as { status: string; progress: number; bytesDone: number };
    messages.push({ ...event, at: performance.now() });
    if (event.status === 'DONE' || event.status === 'FAILED') finished?.();
  });

  spawnSync('sync');
  evict(files);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = rssMb(worker.child.pid!);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(worker.child.pid!))), 10);
  const cpuBefore = cpuSeconds(worker.child.pid!);
  const zipStart = performance.now();
  const started = await fetch(`http://127.0.0.1:${holder.port}/api/users/${user.id}/zip-downloads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ pickUpId: pickUp!.id }),
  });
  if (started.status !== 202) throw new Error(`start answered ${started.status}: ${await started.text()}`);
  const { zipDownload } = (await started.json()) as { zipDownload: { id: number } };
  await done;
  const zipSeconds = (performance.now() - zipStart) / 1000;
  const cpu = cpuSeconds(worker.child.pid!) - cpuBefore;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(worker.child.pid!));
  socket.close();

  const answer = await fetch(`http://127.0.0.1:${holder.port}/api/users/${user.id}/zip-downloads/${zipDownload.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const zip = ((await answer.json()) as { zipDownload: { status: string; sizeBytes: number; downloadUrl: string } })
    .zipDownload;
  if (zip.status !== 'DONE') throw new Error(`the zip ended ${zip.status}`);
  // One frame from inside the archive, by a Range request at its local header: film data written in.
  const link = `http://127.0.0.1:${holder.port}${zip.downloadUrl}`;
  const firstBytes = Buffer.from(await (await fetch(link, { headers: { range: 'bytes=0-65535' } })).arrayBuffer());
  const filmData = firstBytes.includes(Buffer.from('AnalogExif:Film="Kodak Portra 000"'));

  // The download itself: the whole archive over HTTP from a cold cache, as a browser saves it.
  evict(files);
  const downloadStart = performance.now();
  const whole = await fetch(link);
  let downloaded = 0;
  for await (const chunk of whole.body as unknown as AsyncIterable<Uint8Array>) downloaded += chunk.length;
  const downloadSeconds = (performance.now() - downloadStart) / 1000;

  const progress = messages.filter((m) => m.status === 'RUNNING');
  const catRate = totalMiB / catSeconds;
  const zipRate = totalMiB / zipSeconds;
  const grew = peak - before;
  const ratio = zipRate / catRate;
  const downloadRate = totalMiB / downloadSeconds;
  const downloadRatio = downloadRate / catRate;
  console.log(`cat   ${catSeconds.toFixed(2)} s   ${catRate.toFixed(0)} MiB/s   (reference, cold cache)`);
  console.log(
    `zip   ${zipSeconds.toFixed(2)} s   ${zipRate.toFixed(0)} MiB/s   archive ${(zip.sizeBytes / 1024 / 1024).toFixed(0)} MiB, film data in the first frame: ${filmData ? 'yes' : 'NO'}`,
  );
  console.log(
    `socket on the second process: ${messages.length} messages, ${progress.length} with progress (${progress
      .map((m) => m.progress)
      .filter((p, i, all) => all.indexOf(p) === i)
      .slice(0, 12)
      .join(', ')}${progress.length > 12 ? ', ...' : ''}), last ${messages.at(-1)?.status}`,
  );
  console.log(
    `download ${downloadSeconds.toFixed(2)} s   ${downloadRate.toFixed(0)} MiB/s   ${downloaded} bytes of ${zip.sizeBytes} (HTTP ${whole.status})`,
  );
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(`worker CPU ${cpu.toFixed(1)} s during the ${zipSeconds.toFixed(1)} s zip; machine load ${load}`);
  console.log(`worker RSS ${before.toFixed(0)} -> peak ${peak.toFixed(0)} MB (+${grew.toFixed(1)} MB)`);
  const checks = [
    [`zip prepared at ${ratio.toFixed(2)} of cat   budget >= ${throughputBudget}`, ratio >= throughputBudget],
    // The download is printed for the record at its ratio; its check is that every byte arrives.
    [
      `zip downloaded whole (at ${downloadRatio.toFixed(2)} of cat, no budget)`,
      downloaded === zip.sizeBytes && whole.status === 200,
    ],
    [`memory growth ${grew.toFixed(1)} MB   budget < ${memoryBudgetMb} MB`, grew < memoryBudgetMb],
    [`progress messages on the other process: ${progress.length}   budget > 0`, progress.length > 0],
    [`film data in the zipped JPEG`, filmData],
  ] as const;
  for (const [label, ok] of checks) console.log(`${label.padEnd(60)} ${ok ? 'PASS' : 'FAIL'}`);
  pass = checks.every(([, ok]) => ok);
} finally {
  for (const stop of stops) stop();
  rmSync(dataDir, { recursive: true, force: true });
  await postgres.drop().catch(() => undefined);
}
process.exit(pass ? 0 : 1);
