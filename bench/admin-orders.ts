// npm run bench:admin-orders: a lab with 100,000 orders, about 1,000,000 roll events and 20,000
// customers on PostgreSQL. Pages of the orders board under several filters, the quick order search
// and the general stats at 20 connections, each beside a bare Fastify route answering the same bytes.
// Budgets: board page p99 <= 50 ms, quick search p99 <= 30 ms, general stats p99 <= 20 ms.
// The verdict is on the app as it ships, whose processes keep board pages for BOARD_CACHE_MS (2 s);
// the board's "cold" column is a second server with BOARD_CACHE_MS=0, every page read from PostgreSQL.
import { openDatabase } from '../apps/server/src/db/client.js';
import { buildUser } from '../apps/server/src/test/factories.js';
import { CUSTOMERS, fillBoard, ORDERS } from './lib/fill-board.js';
import { measure, type LoadResult } from './lib/load.js';
import { createBenchDatabase } from './lib/postgres.js';
import { startServer } from './lib/processes.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** library-server.ts (the real app on a given PostgreSQL) signs sessions with this secret. */
const APP_SECRET = 'bench-secret-bench-secret-bench-secret';

const postgres = await createBenchDatabase();
if (!postgres) {
  console.log('PostgreSQL did not answer: the admin orders budgets were not measured.');
  process.exit(1);
}
try {
  const database = await openDatabase({ databaseUrl: postgres.url, poolSize: 4 });
  const started = Date.now();
  const { events } = await fillBoard(database.db);
  const admin = await buildUser(database.db, {
    role: 'ADMIN',
    config: { authSecret: APP_SECRET, sessionTtlSeconds: 3600 },
  });
  console.log(`filled ${ORDERS} orders, ${events} roll events, ${CUSTOMERS} customers in ${Date.now() - started} ms`);
  await database.close();

  const app = await startServer('servers/library-server.ts', { BENCH_DATABASE_URL: postgres.url });
  const cold = await startServer('servers/library-server.ts', {
    BENCH_DATABASE_URL: postgres.url,
    BOARD_CACHE_MS: '0',
  });
  try {
    const api = `http://127.0.0.1:${app.port}/api`;
    const auth = { authorization: `Bearer ${admin.token}` };
    const board = (query: string) => `${api}/orders/board?${query}`;
    // A page deep in the list: the cursor of the 20th page of the unfiltered board.
    let deep = '';
    for (let page = 0; page < 20; page++) {
      const response = await fetch(board(`limit=50${deep ? `&after=${deep}` : ''}`), { headers: auth });
      deep = ((await response.json()) as { nextCursor: string }).nextCursor;
    }
    const targets: Array<{ name: string; url: string; budget: number | null }> = [
      { name: 'board: first page', url: board('limit=50'), budget: 50 },
      { name: 'board: page 21', url: board(`limit=50&after=${deep}`), budget: 50 },
      { name: 'board: status PAID, oldest', url: board('status=PAID&sort=oldest'), budget: 50 },
      { name: 'board: stage RECEIVED', url: board('stage=RECEIVED'), budget: 50 },
      { name: 'board: C-41 rush', url: board('process=C-41&rush=true'), budget: 50 },
      {
        name: 'board: tier, location, dates',
        url: board('tier=SUPER_NICE&locationId=1&from=2025-01-01&to=2030-01-01'),
        budget: 50,
      },
      { name: 'quick search: name', url: `${api}/orders/quick-search?search=lange%2012`, budget: 30 },
      { name: 'quick search: e-mail', url: `${api}/orders/quick-search?search=customer1999%40`, budget: 30 },
      { name: 'quick search: number', url: `${api}/orders/quick-search?search=1050000`, budget: 30 },
      { name: 'quick search: tracking', url: `${api}/orders/quick-search?search=00000123`, budget: 30 },
      { name: 'general stats', url: `${api}/public/general-stats`, budget: 20 },
    ];
    const rows: Array<{
      name: string;
      bytes: number;
      budget: number | null;
      app: LoadResult;
      cold: LoadResult | null;
      bare: LoadResult;
    }> = [];
    for (const target of targets) {
      const response = await fetch(target.url, { headers: auth });
      const body = await response.text();
      if (!response.ok) throw new Error(`${target.name} answered ${response.status}: ${body}`);
      const bare = await startServer('servers/bare-server.ts', { BARE_BODY: body });
      try {
        const bareUrl = `http://127.0.0.1:${bare.port}/`;
        await measure(target.url, { headers: auth, seconds: 1, connections });
        const result = await measure(target.url, { headers: auth, seconds, connections });
        const coldUrl = target.url.replace(`:${app.port}/`, `:${cold.port}/`);
        const uncached = target.name.startsWith('board')
          ? await measure(coldUrl, { headers: auth, seconds, connections })
          : null;
        const reference = await measure(bareUrl, { seconds, connections });
        if (result.non2xx + (uncached?.non2xx ?? 0) > 0)
          throw new Error(`${target.name}: ${result.non2xx} non-2xx answers under load`);
        rows.push({
          name: target.name,
          bytes: body.length,
          budget: target.budget,
          app: result,
          cold: uncached,
          bare: reference,
        });
      } finally {
        bare.stop();
      }
    }
    console.log(
      `\nPostgreSQL, ${ORDERS} orders, ${events} roll events, ${CUSTOMERS} customers, ${connections} connections, ${seconds} s each (reference: bare Fastify, same bytes)\n`,
    );
    console.log(
      'route                              bytes  app req/s  app p99  cold req/s  cold p99  bare req/s  bare p99  budget  verdict',
    );
    let failed = false;
    for (const row of rows) {
      const pass = row.budget === null || row.app.p99Ms <= row.budget;
      if (!pass) failed = true;
      console.log(
        [
          row.name.padEnd(33),
          String(row.bytes).padStart(6),
          row.app.requestsPerSecond.toFixed(0).padStart(10),
          `${row.app.p99Ms} ms`.padStart(8),
          (row.cold ? row.cold.requestsPerSecond.toFixed(0) : '-').padStart(11),
          (row.cold ? `${row.cold.p99Ms} ms` : '-').padStart(9),
          row.bare.requestsPerSecond.toFixed(0).padStart(11),
          `${row.bare.p99Ms} ms`.padStart(9),
          `${row.budget} ms`.padStart(7),
          ` ${pass ? 'PASS' : 'FAIL'}`,
        ].join(' '),
      );
    }
    process.exitCode = failed ? 1 : 0;
  } finally {
    app.stop();
    cold.stop();
  }
} finally {
  await postgres.drop();
}
