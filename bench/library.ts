// npm run bench:library: a member with 20,000 scans in 600 rolls on PostgreSQL. Every filtered or
// searched page of rolls and of scans, at 20 connections, beside a bare Fastify route answering the
// same bytes in the same run. Budgets: p99 <= 30 ms and at least 0.5 of the bare route's throughput.
import { openDatabase } from '../apps/server/src/db/client.js';
import { startSession } from '../apps/server/src/modules/auth/session.js';
import { createSessionTokens } from '../apps/server/src/modules/auth/session-tokens.js';
import { findAccountById } from '../apps/server/src/modules/users/service.js';
import { fillLibrary, ROLLS, SCANS } from './lib/fill-library.js';
import { measure, type LoadResult } from './lib/load.js';
import { createBenchDatabase } from './lib/postgres.js';
import { startServer } from './lib/processes.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const budget = { p99Ms: 30, ratio: 0.5 };
/** library-server.ts signs sessions with this secret. */
const APP_SECRET = 'bench-secret-bench-secret-bench-secret';

function combine(runs: LoadResult[]): LoadResult {
  return {
    requestsPerSecond: runs.reduce((sum, run) => sum + run.requestsPerSecond, 0) / runs.length,
    p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
  };
}

const postgres = await createBenchDatabase();
if (!postgres) {
  console.log('PostgreSQL did not answer: the library budget was not measured.');
  process.exit(1);
}
try {
  const database = await openDatabase({ databaseUrl: postgres.url, poolSize: 4 });
  const started = Date.now();
  const ids = await fillLibrary(database.db);
  console.log(`filled ${ROLLS} rolls and ${SCANS} scans for one member in ${Date.now() - started} ms`);
  // Sessions live on the server: the token must name a real session row.
  const member = await findAccountById(database.db, ids.userId);
  const { token } = await startSession({
    db: database.db,
    sessions: createSessionTokens({ secret: APP_SECRET, ttlSeconds: 3600 }),
    user: member!,
    client: { ip: '127.0.0.1', userAgent: 'library bench' },
  });
  await database.close();
  const headers = { authorization: `Bearer ${token}` };

  const app = await startServer('servers/library-server.ts', { BENCH_DATABASE_URL: postgres.url });
  // For the record, not a budget: the same pages with the per-process copies turned off.
  const uncachedApp = await startServer('servers/library-server.ts', {
    BENCH_DATABASE_URL: postgres.url,
    LIBRARY_CACHE_MS: '0',
  });
  try {
    const base = `http://127.0.0.1:${app.port}/api/users/${ids.userId}`;
    const firstPage = (await (await fetch(`${base}/film-rolls`, { headers })).json()) as { nextCursor: string };
    const secondPage = (await (
      await fetch(`${base}/film-rolls?cursor=${encodeURIComponent(firstPage.nextCursor)}`, { headers })
    ).json()) as { nextCursor: string };
    const targets: Array<[string, string]> = [
      ['rolls, newest', `/film-rolls`],
      ['rolls, third page (cursor)', `/film-rolls?cursor=${encodeURIComponent(secondPage.nextCursor)}`],
      ['rolls, tag', `/film-rolls?tagId=${ids.tagId}`],
      ['rolls, rare tag', `/film-rolls?tagId=${ids.rareTagId}`],
      ['rolls, brand + format', `/film-rolls?brand=Kodak&format=120`],
      ['rolls, place + dates', `/film-rolls?locationId=${ids.locationId}&from=2024-01-01&to=2024-12-31`],
      ['rolls, search "portra"', `/film-rolls?search=portra`],
      ['rolls, search "beach kodak"', `/film-rolls?search=beach%20kodak`],
      ['scans, one roll', `/scans?filmRollId=${ids.rollId}`],
      ['scans, newest', `/scans`],
      ['scans, tag', `/scans?tagId=${ids.rareTagId}`],
      ['scans, process + search', `/scans?process=E-6&search=river`],
      ['scans, search "neon sea"', `/scans?search=neon%20sea`],
    ];
    const rows: Array<{
      name: string;
      bytes: number;
      count: number;
      app: LoadResult;
      bare: LoadResult;
      uncached: LoadResult;
    }> = [];
    for (const [name, path] of targets) {
      const url = `${base}${path}`;
      const response = await fetch(url, { headers });
      const body = await response.text();
      if (!response.ok) throw new Error(`${name} answered ${response.status}: ${body}`);
      const parsed = JSON.parse(body) as { filmRolls?: unknown[]; scans?: unknown[] };
      const count = (parsed.filmRolls ?? parsed.scans ?? []).length;
      if (count === 0) throw new Error(`${name} matched nothing; the benchmark would measure an empty page`);
      const bare = await startServer('servers/bare-server.ts', { BARE_BODY: body });
      try {
        const bareUrl = `http://127.0.0.1:${bare.port}/`;
        await measure(url, { headers, seconds: 1, connections });
        await measure(bareUrl, { seconds: 1, connections });
        const appRuns: LoadResult[] = [];
        const bareRuns: LoadResult[] = [];
        for (let round = 0; round < rounds; round++) {
          appRuns.push(await measure(url, { headers, seconds, connections }));
          bareRuns.push(await measure(bareUrl, { seconds, connections }));
        }
        const appResult = combine(appRuns);
        if (appResult.non2xx > 0) throw new Error(`${name}: ${appResult.non2xx} non-2xx answers under load`);
        const uncachedUrl = url.replace(`:${app.port}/`, `:${uncachedApp.port}/`);
        const uncached = await measure(uncachedUrl, { headers, seconds, connections });
        rows.push({ name, bytes: body.length, count, app: appResult, bare: combine(bareRuns), uncached });
      } finally {
        bare.stop();
      }
    }

    console.log(
      `\nPostgreSQL, ${SCANS} scans in ${ROLLS} rolls, ${connections} connections, ${rounds} alternating runs of ${seconds} s (reference: bare Fastify, same bytes)\n`,
    );
    console.log(
      'page                          rows  bytes   app req/s  app p99  bare req/s  bare p99  ratio  verdict   uncached req/s  p99',
    );
    let failed = false;
    for (const row of rows) {
      const ratio = row.app.requestsPerSecond / row.bare.requestsPerSecond;
      const pass = row.app.p99Ms <= budget.p99Ms && ratio >= budget.ratio;
      if (!pass) failed = true;
      console.log(
        [
          row.name.padEnd(28),
          String(row.count).padStart(5),
          String(row.bytes).padStart(6),
          row.app.requestsPerSecond.toFixed(0).padStart(10),
          `${row.app.p99Ms} ms`.padStart(8),
          row.bare.requestsPerSecond.toFixed(0).padStart(11),
          `${row.bare.p99Ms} ms`.padStart(9),
          ratio.toFixed(2).padStart(6),
          ` ${pass ? 'PASS' : 'FAIL'}`.padEnd(8),
          row.uncached.requestsPerSecond.toFixed(0).padStart(15),
          `${row.uncached.p99Ms} ms`.padStart(7),
        ].join(' '),
      );
    }
    console.log(`\nbudgets: p99 <= ${budget.p99Ms} ms and ratio >= ${budget.ratio} on every page`);
    console.log('uncached: LIBRARY_CACHE_MS=0, every request reads the database (for the record, no budget)');
    process.exitCode = failed ? 1 : 0;
  } finally {
    app.stop();
    uncachedApp.stop();
  }
} finally {
  await postgres.drop();
}
