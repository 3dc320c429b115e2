// npm run bench:derivatives: derivatives of a roll of 36 generated 24-megapixel JPEGs, made as the
// app's job queue makes them, beside Debian's vipsthumbnail (libvips-tools) making the same sizes
// from the same files in the same run. Budget: at least 0.8 of vipsthumbnail's throughput.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STOCK_LOOKS, renderPhoto } from '../apps/server/src/db/seed/photo-art.js';
import { serverCommand } from './lib/compile-server.js';
import { requireVipsthumbnail, runVips, type Run } from './lib/vips-reference.js';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const FRAMES = 36;
const WIDTH = 6000;
const HEIGHT = 4000;
const budget = 0.8;
const scenes = ['hills', 'sea', 'city', 'mesa'] as const;
const times = ['dawn', 'noon', 'dusk', 'overcast'] as const;
const looks = ['portra', 'ektar', 'gold', 'cinestill', 'hp5'] as const;

/** The roll, drawn once and kept between runs (drawing 24-megapixel frames takes a while). */
async function roll(): Promise<string[]> {
  const dir = path.resolve(benchDir, '../node_modules/.cache/filmlab-bench-frames');
  mkdirSync(dir, { recursive: true });
  const files: string[] = [];
  for (let i = 0; i < FRAMES; i++) {
    const file = path.join(dir, `frame-${String(i + 1).padStart(2, '0')}.jpg`);
    files.push(file);
    if (existsSync(file)) continue;
    const photo = await renderPhoto({
      width: WIDTH,
      height: HEIGHT,
      scene: scenes[i % scenes.length]!,
      time: times[Math.floor(i / 4) % times.length]!,
      look: STOCK_LOOKS[looks[i % looks.length]!],
      seed: 5000 + i,
    });
    writeFileSync(file, photo.hiRes);
    process.stdout.write(`drew frame ${i + 1} of ${FRAMES}\r`);
  }
  return files;
}

async function runOurs(files: string[]): Promise<Run> {
  const command = await serverCommand('servers/derivatives-worker.ts');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, command, {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out.trim()) as Run) : reject(new Error(`worker ${code}`)),
    );
    child.stdin.end(JSON.stringify(files));
  });
}

requireVipsthumbnail();
const files = await roll();
console.log(`\n${FRAMES} frames of ${WIDTH} x ${HEIGHT} (24 MP) JPEG; ${cpus().length} cores`);
// Warm both (file cache, code), then measure each twice, alternating, and keep each one's best.
await runOurs(files.slice(0, 4));
await runVips(files.slice(0, 4), 1);
const ours: Run[] = [];
const vipsOne: Run[] = [];
const vipsEach: Run[] = [];
for (let round = 0; round < 2; round++) {
  ours.push(await runOurs(files));
  vipsOne.push(await runVips(files, 1));
  vipsEach.push(await runVips(files, cpus().length));
}
const best = (runs: Run[]) => runs.reduce((a, b) => (a.seconds <= b.seconds ? a : b));
const app = best(ours);
const references = [
  { name: `vipsthumbnail, 1 process`, run: best(vipsOne) },
  { name: `vipsthumbnail, ${cpus().length} processes`, run: best(vipsEach) },
];
// The stronger reference is the one to beat.
const reference = references.reduce((a, b) => (a.run.seconds <= b.run.seconds ? a : b));
const rate = (run: Run) => FRAMES / run.seconds;
const line = (name: string, run: Run) =>
  `${name.padEnd(32)} ${run.seconds.toFixed(2).padStart(6)} s  ${rate(run).toFixed(2).padStart(6)} frames/s  peak RSS ${String(run.peakRssMb).padStart(4)} MB  threads ${run.maxThreads}`;
console.log('\nthumbnail 150 px WebP, mid-res 1440 px JPEG, mid-res 1440 px WebP, 100 px placeholder\n');
console.log(line('app (sharp, job queue settings)', app));
for (const r of references) console.log(line(r.name, r.run));
const ratio = rate(app) / rate(reference.run);
const pass = ratio >= budget;
console.log(`\nratio to the faster reference  ${ratio.toFixed(2)}   budget >= ${budget}   ${pass ? 'PASS' : 'FAIL'}`);
process.exitCode = pass ? 0 : 1;
