// Makes the derivatives of the given files the way the app's job queue does (JOBS_CONCURRENCY jobs
// at once, SHARP_CONCURRENCY threads each), in a process of its own so its memory is its own.
// Prints {"seconds": s, "peakRssMb": m, "maxThreads": t} when done.
import pMap from 'p-map';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { loadConfig } from '../../apps/server/src/config.js';
import { makeDerivatives } from '../../apps/server/src/modules/scans/make-derivatives.js';
import { watchProcess } from '../lib/proc-stats.js';

const files = JSON.parse(readFileSync(0, 'utf8')) as string[];
const config = loadConfig({ ...process.env, DATA_DIR: '/tmp', AUTH_SECRET: 'x'.repeat(32) });
sharp.concurrency(config.sharpConcurrency);
const watch = watchProcess('self');
const started = performance.now();
await pMap(files, (file) => makeDerivatives(file, { rotation: 0 }), {
  concurrency: Math.max(1, config.jobs.concurrency),
});
const seconds = (performance.now() - started) / 1000;
process.stdout.write(`${JSON.stringify({ seconds, ...watch.stop() })}\n`);
