// npm run bench:print-convert: a 16-bit 100-megapixel TIFF with an sRGB profile embedded, uploaded as
// a print draft and turned into the print-ready JPEG by the server's own route (PUT
// /prints/drafts/{id}/convert-draft, a real server process). Budgets: within 1.5x of the `vips`
// command line doing the same conversion on the same file (16-bit to an 8-bit JPEG, quality 95, no
// chroma subsampling, the profile kept), and the server's memory growth under 1 GB.
// BENCH_MEGAPIXELS=4 proves it on a small file; the budgets are for the full size on a quiet machine.
import { spawnSync } from 'node:child_process';
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { PRINT_JPEG_QUALITY } from '../apps/server/src/modules/prints/print-image.js';
import { startServer } from './lib/processes.js';
import { watchProcess } from './lib/proc-stats.js';

const megapixels = Number(process.env.BENCH_MEGAPIXELS ?? 100);
const WIDTH = Math.round(Math.sqrt((megapixels * 1e6 * 4) / 3));
const HEIGHT = Math.round((WIDTH * 3) / 4);
const TIME_RATIO_BUDGET = 1.5;
const MEMORY_BUDGET_MB = 1024;

if (spawnSync('vips', ['--version']).status !== 0) {
  console.log('vips is missing: apt-get install -y -qq libvips-tools (Debian), then run again.');
  process.exit(1);
}

const work = mkdtempSync(path.join(tmpdir(), 'filmlab-bench-print-convert-'));
const source = path.join(work, 'large-print.tif');

/**
 * A smooth picture with grain, 16 bits per channel, sRGB profile embedded. Deflate with a predictor
 * keeps a 100-megapixel file (600 MB of pixels) under the 512 MiB an upload link takes.
 */
async function makeTiff() {
  const seed = await sharp({
    create: {
      width: 400,
      height: 300,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  await sharp(seed)
    .toColourspace('rgb16')
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .withIccProfile('srgb')
    .tiff({ compression: 'none' })
    .toFile(source);
  const meta = await sharp(source).metadata();
  if (meta.depth !== 'ushort' || !meta.icc) throw new Error(`test file is ${meta.depth}, profile ${!!meta.icc}`);
}

/** Resident memory now, in MB; the kernel's peak is reset so the watch sees this step's alone. */
function resetPeak(pid: number): number {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // Not allowed here: the peak then also covers the upload, which only overstates the growth.
  }
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) / 1024;
}

function putFile(url: string, file: string, contentType: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'PUT', headers: { 'content-type': contentType, 'content-length': statSync(file).size } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    createReadStream(file).pipe(req);
  });
}

async function convertThroughServer() {
  const server = await startServer('servers/print-server.ts');
  try {
    const pid = server.child.pid as number;
    const base = `http://127.0.0.1:${server.port}`;
    const headers = { authorization: `Bearer ${String(server.info.token)}` };
    const linked = await fetch(`${base}/api/prints/drafts/link?name=large-print.tif`, { headers });
    if (linked.status !== 200) throw new Error(`draft link answered ${linked.status}: ${await linked.text()}`);
    const { draft, upload } = (await linked.json()) as { draft: { draftId: string }; upload: { url: string } };
    const link = new URL(upload.url, 'http://localhost');
    const sent = await putFile(`${base}${link.pathname}${link.search}`, source, 'image/tiff');
    if (sent !== 200) throw new Error(`upload answered ${sent}`);

    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = resetPeak(pid);
    const watch = watchProcess(pid, 10);
    const started = performance.now();
    const converted = await fetch(`${base}/api/prints/drafts/${draft.draftId}/convert-draft`, {
      method: 'PUT',
      headers,
    });
    const seconds = (performance.now() - started) / 1000;
    const peak = watch.stop().peakRssMb;
    const body = (await converted.json()) as { draft?: { width: number; height: number; colourProfile: string } };
    if (converted.status !== 200 || body.draft?.width !== WIDTH || body.draft.colourProfile !== 'kept') {
      throw new Error(`convert-draft answered ${converted.status}: ${JSON.stringify(body)}`);
    }
    return { seconds, before, peak, grew: Math.max(0, peak - before) };
  } finally {
    server.stop();
  }
}

function convertWithVips() {
  const out = path.join(work, 'vips.jpg');
  const started = performance.now();
  // The embedded profile in, the same profile out (no change of colours), 8 bits, like the server.
  const run = spawnSync(
    'vips',
    [
      'icc_transform',
      source,
      `${out}[Q=${PRINT_JPEG_QUALITY},subsample-mode=off]`,
      'srgb',
      '--embedded',
      '--depth',
      '8',
    ],
    { stdio: 'inherit' },
  );
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`vips exited with ${run.status}`);
  return { seconds, bytes: statSync(out).size };
}

try {
  console.log(`\n${WIDTH} x ${HEIGHT} (${((WIDTH * HEIGHT) / 1e6).toFixed(0)} MP) 16-bit TIFF, sRGB profile embedded`);
  await makeTiff();
  console.log(`test file ${(statSync(source).size / 1024 / 1024).toFixed(0)} MiB (uncompressed)\n`);
  const app = await convertThroughServer();
  const vips = convertWithVips();
  const ratio = app.seconds / vips.seconds;
  const timePass = ratio <= TIME_RATIO_BUDGET;
  const memoryPass = app.grew < MEMORY_BUDGET_MB;
  console.log(
    `app   convert-draft ${app.seconds.toFixed(2)} s   RSS ${app.before.toFixed(0)} -> peak ${app.peak.toFixed(0)} MB (+${app.grew.toFixed(0)} MB)`,
  );
  console.log(`vips  icc_transform to JPEG ${vips.seconds.toFixed(2)} s`);
  console.log(
    `\ntime ratio      ${ratio.toFixed(2)}x vips   budget <= ${TIME_RATIO_BUDGET}x   ${timePass ? 'PASS' : 'FAIL'}`,
  );
  console.log(
    `memory growth   ${app.grew.toFixed(0)} MB   budget < ${MEMORY_BUDGET_MB} MB   ${memoryPass ? 'PASS' : 'FAIL'}`,
  );
  process.exitCode = timePass && memoryPass ? 0 : 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
