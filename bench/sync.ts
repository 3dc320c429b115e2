// npm run bench:sync: a roll of 36 generated 24-megapixel JPEGs synced by filmlab-sync to
// a local server (hash, start, PUT to the write link, finish, roll events). Budget: at least 0.8 of
// the throughput of `curl -T` sending the same files one after another to the same server's write
// links, measured in the same run. The derivatives of the synced roll are then held to the hosted-
// scans budget: from the moment the roll is on the server to its last frame READY, at least 0.8 of
// the throughput of vipsthumbnail making the same sizes from the same files (2 processes).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { sha256Of } from '../packages/sync/src/roll-folders.js';
import { framesOn, freshDatabase, runSync, sleep, startServer } from '../packages/sync/test/harness.js';
import { serverCommand } from './lib/compile-server.js';
import { requireVipsthumbnail, runVips } from './lib/vips-reference.js';

const FRAMES = 36;
const WIDTH = 6000;
const HEIGHT = 4000;
const budget = 0.8;
const derivativesBudget = 0.8;

requireVipsthumbnail();

const work = mkdtempSync(path.join(tmpdir(), 'filmlab-bench-sync-'));
const database = await freshDatabase();
const server = await startServer({
  dataDir: path.join(work, 'server'),
  databaseUrl: database?.url ?? null,
  rolls: 2,
  command: await serverCommand('../packages/sync/test/station-server.ts'),
});
const [reference, synced] = server.setup.rolls as unknown as [{ code: string }, { code: string }];
console.log(`database: ${database ? 'PostgreSQL' : 'PGlite'}; ${FRAMES} frames of ${WIDTH} x ${HEIGHT}`);

// Film-grain noise, changed a little for each frame so each has its own checksum.
const rollDir = path.join(work, 'export', `${server.setup.orderNumber}_${synced.code}`);
mkdirSync(rollDir, { recursive: true });
const base = await sharp({
  create: {
    width: WIDTH,
    height: HEIGHT,
    channels: 3,
    background: '#808080',
    noise: { type: 'gaussian', mean: 128, sigma: 30 },
  },
})
  .raw()
  .toBuffer();
const files: string[] = [];
for (let i = 1; i <= FRAMES; i++) {
  base[i] = (base[i]! + 97) % 256;
  const file = path.join(rollDir, `${String(i).padStart(6, '0')}.jpg`);
  writeFileSync(
    file,
    await sharp(base, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .jpeg({ quality: 92 })
      .toBuffer(),
  );
  files.push(file);
}
const bytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
const mb = bytes / 1024 / 1024;
console.log(`roll: ${mb.toFixed(0)} MB`);

// Reference: the write links of the other roll, then curl -T for each file, one after another.
const links: string[] = [];
for (const file of files) {
  const res = await fetch(`${server.url}/api/station/rolls/${reference.code}/scans?fileType=image/jpeg`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.setup.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ sha256: await sha256Of(file) }),
  });
  const { upload } = (await res.json()) as { upload: { url: string } };
  links.push(new URL(upload.url, server.url).toString());
}
const curlStart = performance.now();
files.forEach((file, i) =>
  execFileSync('curl', ['-sS', '-f', '-o', '/dev/null', '-T', file, '-H', 'content-type: image/jpeg', links[i]!]),
);
const curlSeconds = (performance.now() - curlStart) / 1000;

/** Waits until every frame of a roll has its derivatives (or has failed); returns when. */
async function derivativesDone(rollCode: string): Promise<number> {
  for (;;) {
    const roll = await framesOn(server, rollCode);
    if (roll.frames.filter((f) => f.status === 'READY' || f.status === 'FAILED').length >= FRAMES) {
      return performance.now();
    }
    await sleep(250);
  }
}

// filmlab-sync --once on the export folder.
const started = performance.now();
const run = runSync(['watch', path.join(work, 'export'), '--server', server.url, '--once', '--settle', '0'], {
  FILMLAB_STATION_TOKEN: server.setup.token,
});
const code = await run.done;
const wallSeconds = (performance.now() - started) / 1000;
const reported = /synced, \d+ frames? sent.* in ([\d.]+) s/.exec(run.output());
if (code !== 0 || !reported) {
  console.log(run.output());
  throw new Error(`filmlab-sync exited with ${code}`);
}
const syncSeconds = Number(reported[1]);
const onServer = performance.now();

const derivativesSeconds = ((await derivativesDone(synced.code)) - onServer) / 1000;
const vips = await runVips(files, cpus().length);

const curlRate = mb / curlSeconds;
const syncRate = mb / syncSeconds;
const ratio = syncRate / curlRate;
console.log(`\ncurl -T, one after another      ${curlRate.toFixed(1)} MB/s  (${curlSeconds.toFixed(1)} s)   reference`);
console.log(
  `filmlab-sync (roll, as reported) ${syncRate.toFixed(1)} MB/s  (${syncSeconds.toFixed(1)} s; ${wallSeconds.toFixed(1)} s with the command's start)`,
);
console.log(
  `\nderivatives of all ${FRAMES} frames ready ${derivativesSeconds.toFixed(1)} s after the roll was on the server`,
);
console.log(`vipsthumbnail, the same sizes, ${cpus().length} processes  ${vips.seconds.toFixed(1)} s   reference`);
const derivativesRatio = vips.seconds / derivativesSeconds;
const pass = ratio >= budget;
const derivativesPass = derivativesRatio >= derivativesBudget;
console.log(`\nratio to curl -T  ${ratio.toFixed(2)}   budget >= ${budget}   ${pass ? 'PASS' : 'FAIL'}`);
console.log(
  `derivatives, ratio to vipsthumbnail  ${derivativesRatio.toFixed(2)}   budget >= ${derivativesBudget}   ${derivativesPass ? 'PASS' : 'FAIL'}`,
);
await server.kill();
await database?.drop();
process.exit(pass && derivativesPass ? 0 : 1);
