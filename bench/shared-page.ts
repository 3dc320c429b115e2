// npm run bench:shared-page: a member with 20,000 scans in 600 rolls on PostgreSQL shares 36 frames
// of a roll; a visitor (no login) opens /shared-scans/{code}. The page's two requests, the HTML
// document (its head carries the link preview) and GET /api/shared-scans/{code} (the frames, with
// signed links), are measured at 20 connections, each beside a bare Fastify route answering the
// same bytes in the same run. Budget: p99 <= 30 ms.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.js';
import { scans } from '../apps/server/src/db/schema/scans.js';
import { startSession } from '../apps/server/src/modules/auth/session.js';
import { createSessionTokens } from '../apps/server/src/modules/auth/session-tokens.js';
import { findAccountById } from '../apps/server/src/modules/users/service.js';
import { fillLibrary, ROLLS, SCANS } from './lib/fill-library.js';
import { measure, type LoadResult } from './lib/load.js';
import { createBenchDatabase } from './lib/postgres.js';
import { startServer } from './lib/processes.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const FRAMES = 36;
const budget = { p99Ms: 30 };
/** library-server.ts signs sessions with this secret. */
const APP_SECRET = 'bench-secret-bench-secret-bench-secret';

const combine = (runs: LoadResult[]): LoadResult => ({
  requestsPerSecond: runs.reduce((sum, run) => sum + run.requestsPerSecond, 0) / runs.length,
  p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
  non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
});

const postgres = await createBenchDatabase();
if (!postgres) {
  console.log('PostgreSQL did not answer: the shared page budget was not measured.');
  process.exit(1);
}
// The web shell the server fills the page head into (the built app's when there is one is no
// different for the server: it reads the file once and writes the head into it).
const webDist = mkdtempSync(path.join(tmpdir(), 'filmlab-bench-web-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Film lab</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
);
try {
  const database = await openDatabase({ databaseUrl: postgres.url, poolSize: 4 });
  const started = Date.now();
  const ids = await fillLibrary(database.db);
  console.log(`filled ${ROLLS} rolls and ${SCANS} scans for one member in ${Date.now() - started} ms`);
  const member = await findAccountById(database.db, ids.userId);
  const { token } = await startSession({
    db: database.db,
    sessions: createSessionTokens({ secret: APP_SECRET, ttlSeconds: 3600 }),
    user: member!,
    client: { ip: '127.0.0.1', userAgent: 'shared page bench' },
  });
  const frames = await database.db
    .select({ id: scans.id })
    .from(scans)
    .where(and(eq(scans.customerId, ids.userId), eq(scans.status, 'READY')))
    .orderBy(asc(scans.filmRollId), asc(scans.position))
    .limit(FRAMES);
  await database.close();
  if (frames.length < FRAMES) throw new Error(`only ${frames.length} frames to share`);

  const app = await startServer('servers/library-server.ts', {
    BENCH_DATABASE_URL: postgres.url,
    BENCH_WEB_DIST: webDist,
  });
  try {
    const origin = `http://127.0.0.1:${app.port}`;
    const made = await fetch(
      `${origin}/api/users/${ids.userId}/scans/share?scanIds=${frames.map((f) => f.id).join(',')}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    if (!made.ok) throw new Error(`sharing answered ${made.status}: ${await made.text()}`);
    const { share } = (await made.json()) as { share: { url: string } };
    const code = share.url.split('/shared-scans/')[1]!;

    const targets: Array<[string, string]> = [
      ['GET /api/shared-scans/:code', `${origin}/api/shared-scans/${code}`],
      ['GET /shared-scans/:code (HTML)', `${origin}/shared-scans/${code}`],
      // For the record, no budget: the liveness route of the same process.
      ['ref: GET /healthz', `${origin}/healthz`],
    ];
    const rows: Array<{ name: string; bytes: number; coldMs: number; app: LoadResult; bare: LoadResult }> = [];
    for (const [name, url] of targets) {
      const cold = performance.now();
      const response = await fetch(url);
      const coldMs = performance.now() - cold;
      const body = await response.text();
      if (!response.ok) throw new Error(`${name} answered ${response.status}: ${body.slice(0, 300)}`);
      if (name.startsWith('GET /api/shared') && (JSON.parse(body) as { scans: unknown[] }).scans.length !== FRAMES) {
        throw new Error(`the shared page does not show ${FRAMES} frames`);
      }
      if (name.includes('HTML') && !body.includes('og:image')) throw new Error('the page head carries no preview');
      const bare = await startServer('servers/bare-server.ts', { BARE_BODY: body });
      try {
        const bareUrl = `http://127.0.0.1:${bare.port}/`;
        await measure(url, { seconds: 1, connections });
        await measure(bareUrl, { seconds: 1, connections });
        const appRuns: LoadResult[] = [];
        const bareRuns: LoadResult[] = [];
        for (let round = 0; round < rounds; round++) {
          appRuns.push(await measure(url, { seconds, connections }));
          bareRuns.push(await measure(bareUrl, { seconds, connections }));
        }
        const appResult = combine(appRuns);
        if (appResult.non2xx > 0) throw new Error(`${name}: ${appResult.non2xx} non-2xx answers under load`);
        rows.push({ name, bytes: body.length, coldMs, app: appResult, bare: combine(bareRuns) });
      } finally {
        bare.stop();
      }
    }

    console.log(
      `\nPostgreSQL, a shared page of ${FRAMES} frames (library of ${SCANS} scans), ${connections} connections, ${rounds} alternating runs of ${seconds} s (reference: bare Fastify, same bytes)\n`,
    );
    console.log('route                           bytes  first  app req/s  app p99  bare req/s  bare p99  verdict');
    let failed = false;
    for (const row of rows) {
      const reference = row.name.startsWith('ref:');
      const pass = reference || row.app.p99Ms <= budget.p99Ms;
      if (!pass) failed = true;
      console.log(
        [
          row.name.padEnd(30),
          String(row.bytes).padStart(6),
          `${row.coldMs.toFixed(0)} ms`.padStart(6),
          row.app.requestsPerSecond.toFixed(0).padStart(10),
          `${row.app.p99Ms} ms`.padStart(8),
          row.bare.requestsPerSecond.toFixed(0).padStart(11),
          `${row.bare.p99Ms} ms`.padStart(9),
          ` ${reference ? '(no budget)' : pass ? 'PASS' : 'FAIL'}`,
        ].join(' '),
      );
    }
    console.log(`\nbudget: p99 <= ${budget.p99Ms} ms on each shared route ("first": the first, uncached request)`);
    process.exitCode = failed ? 1 : 0;
  } finally {
    app.stop();
  }
} finally {
  await postgres.drop();
  rmSync(webDist, { recursive: true, force: true });
}
