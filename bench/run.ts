// npm run bench: each figure beside its budget, and the bare-Fastify reference measured in the same run.
import { measure, type LoadResult } from './lib/load.js';
import { createBenchDatabase } from './lib/postgres.js';
import { startServer } from './lib/processes.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Row {
  database: string;
  route: string;
  app: LoadResult;
  bare: LoadResult;
  budget?: number;
}

async function benchDatabase(label: string, env: Record<string, string>): Promise<Row[]> {
  const app = await startServer('servers/app-server.ts', env);
  const base = `http://127.0.0.1:${app.port}/api`;
  try {
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'customer@demo.test', password: 'filmlab-demo' }),
    });
    const token = login.headers.get('authorization');
    if (!login.ok || !token) throw new Error(`demo login failed: ${login.status} ${await login.text()}`);
    const auth = { authorization: `Bearer ${token}` };
    const targets = [
      {
        route: 'GET /auth/current-user',
        url: `${base}/auth/current-user`,
        headers: auth,
        budget: label === 'postgres' ? 0.5 : undefined,
      },
      {
        route: 'GET /public/locations',
        url: `${base}/public/locations`,
        headers: {} as Record<string, string>,
        budget: undefined,
      },
    ];
    const rows: Row[] = [];
    for (const target of targets) {
      const response = await fetch(target.url, { headers: target.headers });
      const body = await response.text();
      if (!response.ok) throw new Error(`${target.route} answered ${response.status}: ${body}`);
      const bare = await startServer('servers/bare-server.ts', { BARE_BODY: body });
      try {
        const bareUrl = `http://127.0.0.1:${bare.port}/`;
        await measure(target.url, { headers: target.headers, seconds: 1, connections });
        await measure(bareUrl, { seconds: 1, connections });
        const appResult = await measure(target.url, { headers: target.headers, seconds, connections });
        const bareResult = await measure(bareUrl, { seconds, connections });
        if (appResult.non2xx > 0) throw new Error(`${target.route} had ${appResult.non2xx} non-2xx answers under load`);
        rows.push({ database: label, route: target.route, app: appResult, bare: bareResult, budget: target.budget });
      } finally {
        bare.stop();
      }
    }
    return rows;
  } finally {
    app.stop();
  }
}

const rows: Row[] = [];
rows.push(...(await benchDatabase('pglite', {})));
const postgres = await createBenchDatabase();
if (postgres) {
  try {
    rows.push(...(await benchDatabase('postgres', { BENCH_DATABASE_URL: postgres.url })));
  } finally {
    await postgres.drop();
  }
} else {
  console.log('PostgreSQL did not answer: the PostgreSQL budget was not measured.');
}

console.log(
  `\nAPI throughput, ${connections} connections, ${seconds} s per run (reference: bare Fastify, same bytes)\n`,
);
console.log('database  route                    app req/s  app p99  bare req/s  bare p99  ratio  budget');
let failed = false;
for (const row of rows) {
  const ratio = row.app.requestsPerSecond / row.bare.requestsPerSecond;
  const verdict = row.budget === undefined ? '-' : `>= ${row.budget} ${ratio >= row.budget ? 'PASS' : 'FAIL'}`;
  if (row.budget !== undefined && ratio < row.budget) failed = true;
  console.log(
    [
      row.database.padEnd(9),
      row.route.padEnd(24),
      row.app.requestsPerSecond.toFixed(0).padStart(9),
      `${row.app.p99Ms} ms`.padStart(7),
      row.bare.requestsPerSecond.toFixed(0).padStart(10),
      `${row.bare.p99Ms} ms`.padStart(8),
      ratio.toFixed(2).padStart(6),
      ` ${verdict}`,
    ].join(' '),
  );
}
process.exitCode = failed ? 1 : 0;
