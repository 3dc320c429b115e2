// npm run bench:development-status: a lab with 50,000 outstanding rolls on PostgreSQL. A member's
// order summary (with its estimated ready dates from the live queue) and GET /public/general-stats
// at 20 connections, each beside a bare Fastify route answering the same bytes in the same run.
// Budget: p99 <= 30 ms.
import { eq } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.js';
import { filmRolls } from '../apps/server/src/db/schema/rolls.js';
import { buildUser } from '../apps/server/src/test/factories.js';
import { fillQueue, OUTSTANDING } from './lib/fill-queue.js';
import { measure, type LoadResult } from './lib/load.js';
import { createBenchDatabase } from './lib/postgres.js';
import { startServer } from './lib/processes.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const budget = { p99Ms: 30 };
/** library-server.ts (the real app on a given PostgreSQL) signs sessions with this secret. */
const APP_SECRET = 'bench-secret-bench-secret-bench-secret';

const combine = (runs: LoadResult[]): LoadResult => ({
  requestsPerSecond: runs.reduce((sum, run) => sum + run.requestsPerSecond, 0) / runs.length,
  p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
  non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
});

const ROLL = { brand: 'Kodak', model: 'Portra 400', format: '35mm', process: 'C-41' };

const postgres = await createBenchDatabase();
if (!postgres) {
  console.log('PostgreSQL did not answer: the development status budget was not measured.');
  process.exit(1);
}
try {
  const database = await openDatabase({ databaseUrl: postgres.url, poolSize: 4 });
  const started = Date.now();
  await fillQueue(database.db);
  const member = await buildUser(database.db, { config: { authSecret: APP_SECRET, sessionTtlSeconds: 3600 } });
  console.log(`filled ${OUTSTANDING} outstanding rolls in ${Date.now() - started} ms`);

  const app = await startServer('servers/library-server.ts', { BENCH_DATABASE_URL: postgres.url });
  try {
    const api = `http://127.0.0.1:${app.port}/api`;
    const headers = { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' };
    // A 36-roll order with a mix of processes and a few rushed rolls, received by the lab.
    const rolls = Array.from({ length: 36 }, (_, i) => ({
      ...ROLL,
      process: ['C-41', 'BW', 'E-6', 'ECN-2'][i % 4],
      rush: i % 9 === 0,
    }));
    const made = await fetch(`${api}/users/${member.user.id}/orders`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ rolls, inbound: { method: 'EXTERNAL_FULFILLMENT' } }),
    });
    if (made.status !== 201) throw new Error(`creating the order answered ${made.status}: ${await made.text()}`);
    const orderId = ((await made.json()) as { order: { id: number } }).order.id;
    await database.db
      .update(filmRolls)
      .set({ status: 'RECEIVED', receivedAt: new Date() })
      .where(eq(filmRolls.orderId, orderId));
    await database.close();

    const targets: Array<[string, string, Record<string, string>]> = [
      [
        'order summary with ETA',
        `${api}/users/${member.user.id}/orders/${orderId}`,
        { authorization: headers.authorization },
      ],
      ['GET /public/general-stats', `${api}/public/general-stats`, {}],
      // For the record, no budget: the shop's view of the same order (no rolls, no ETA), the part of
      // the summary that predates the estimate.
      ['ref: GET /orders/:id', `${api}/orders/${orderId}`, { authorization: headers.authorization }],
    ];
    const rows: Array<{ name: string; bytes: number; coldMs: number; app: LoadResult; bare: LoadResult }> = [];
    for (const [name, url, auth] of targets) {
      const cold = performance.now();
      const response = await fetch(url, { headers: auth });
      const coldMs = performance.now() - cold;
      const body = await response.text();
      if (!response.ok) throw new Error(`${name} answered ${response.status}: ${body}`);
      if (name.startsWith('order') && !(JSON.parse(body) as { eta: unknown }).eta) {
        throw new Error('the summary carries no ETA; the benchmark would not measure it');
      }
      const bare = await startServer('servers/bare-server.ts', { BARE_BODY: body });
      try {
        const bareUrl = `http://127.0.0.1:${bare.port}/`;
        await measure(url, { headers: auth, seconds: 1, connections });
        await measure(bareUrl, { seconds: 1, connections });
        const appRuns: LoadResult[] = [];
        const bareRuns: LoadResult[] = [];
        for (let round = 0; round < rounds; round++) {
          appRuns.push(await measure(url, { headers: auth, seconds, connections }));
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
      `\nPostgreSQL, ${OUTSTANDING} outstanding rolls, ${connections} connections, ${rounds} alternating runs of ${seconds} s (reference: bare Fastify, same bytes)\n`,
    );
    console.log('route                         bytes  first  app req/s  app p99  bare req/s  bare p99  verdict');
    let failed = false;
    for (const row of rows) {
      const reference = row.name.startsWith('ref:');
      const pass = reference || row.app.p99Ms <= budget.p99Ms;
      if (!pass) failed = true;
      console.log(
        [
          row.name.padEnd(28),
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
    console.log(`\nbudget: p99 <= ${budget.p99Ms} ms on each route ("first": the first, uncached request)`);
    process.exitCode = failed ? 1 : 0;
  } finally {
    app.stop();
  }
} finally {
  await postgres.drop();
}
