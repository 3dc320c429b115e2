// The hosted-scans reference for derivatives: Debian's vipsthumbnail (libvips-tools) making the
// app's four sizes from the same files. Used by bench:derivatives and by bench:sync for its roll.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DERIVATIVE_SETTINGS } from '../../apps/server/src/modules/scans/make-derivatives.js';
import { watchProcess, type ProcPeak } from './proc-stats.js';

export interface Run extends ProcPeak {
  seconds: number;
}

/** Stops the benchmark with the install line when vipsthumbnail is missing. */
export function requireVipsthumbnail() {
  if (spawnSync('vipsthumbnail', ['--vips-version']).status !== 0) {
    console.log('vipsthumbnail is missing: apt-get install -y libvips-tools (Debian), then run again.');
    process.exit(1);
  }
}

const { midRes, midResOptimized, thumbnail, placeholder } = DERIVATIVE_SETTINGS;
/** The same four outputs: mid-res JPEG, mid-res WebP, thumbnail WebP and the placeholder's small copy. */
const vipsOutputs = (out: string) => [
  ['-s', String(midRes.maxSide), '-o', `${out}/%s-mid.jpg[Q=${midRes.jpegQuality}]`],
  [
    '-s',
    String(midRes.maxSide),
    '-o',
    `${out}/%s-mid.webp[Q=${midResOptimized.webpQuality},effort=${midResOptimized.webpEffort}]`,
  ],
  ['-s', String(thumbnail.maxSide), '-o', `${out}/%s-thumb.webp[Q=${thumbnail.webpQuality}]`],
  ['-s', String(placeholder.maxSide), '-o', `${out}/%s-ph.png`],
];

/** vipsthumbnail over the files, in `processes` processes side by side (each given a share of the files). */
export async function runVips(files: string[], processes: number): Promise<Run> {
  const out = mkdtempSync(path.join(tmpdir(), 'filmlab-vips-'));
  const shares = Array.from({ length: processes }, (_, p) => files.filter((_f, i) => i % processes === p));
  const peak: ProcPeak = { peakRssMb: 0, maxThreads: 0 };
  const started = performance.now();
  await Promise.all(
    shares.map(async (share) => {
      for (const args of vipsOutputs(out)) {
        await new Promise<void>((resolve, reject) => {
          const child = spawn('vipsthumbnail', [...args, ...share], { stdio: 'inherit' });
          const watch = watchProcess(child.pid as number);
          child.on('exit', (code) => {
            const seen = watch.stop();
            peak.peakRssMb = Math.max(peak.peakRssMb, seen.peakRssMb);
            peak.maxThreads = Math.max(peak.maxThreads, seen.maxThreads);
            if (code === 0) resolve();
            else reject(new Error(`vipsthumbnail exited with ${code}`));
          });
        });
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  rmSync(out, { recursive: true, force: true });
  return { seconds, ...peak };
}
