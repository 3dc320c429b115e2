// npm run bench:api: each figure beside its budget, and the bare-Fastify reference measured in the same run.
// BENCH_BASELINE=<commit> also runs that commit's server beside this one (lib/baseline.ts), so a
// regression shows as a ratio of ratios. BENCH_CPU_PROF=<folder> says where each route's time went.
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { prepareBaseline, type Baseline } from './lib/baseline.js';
import { measureServer, type Run } from './lib/measure-server.js';
import { createBenchDatabase } from './lib/postgres.js';
import { startServer, type Started } from './lib/processes.js';
import { printProfiles, profiling } from './lib/server-profiles.js';
import { printTable, type Row } from './lib/api-table.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const baseline: Baseline | undefined = process.env.BENCH_BASELINE
  ? prepareBaseline(process.env.BENCH_BASELINE)
  : undefined;
// Old, new, old...: each server measured this many times, in turns, beside the bare reference.
const rounds = Number(process.env.BENCH_ROUNDS ?? (baseline ? 2 : 1));

interface App {
  label: string;
  server: Started;
  base: string;
  auth: Record<string, string>;
}

const routes = [
  { route: 'GET /auth/current-user', path: '/auth/current-user', signedIn: true },
  { route: 'GET /public/locations', path: '/public/locations', signedIn: false },
];

async function startApp(label: string, env: Record<string, string>, root?: string): Promise<App> {
  const server = await startServer('servers/app-server.ts', env, { root });
  const base = `http://127.0.0.1:${server.port}/api`;
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'customer@demo.test', password: 'filmlab-demo' }),
  });
  const token = login.headers.get('authorization');
  if (!login.ok || !token) throw new Error(`${label}: demo login failed: ${login.status} ${await login.text()}`);
  return { label, server, base, auth: { authorization: `Bearer ${token}` } };
}

async function answerOf(app: App, target: (typeof routes)[number]): Promise<string> {
  const response = await fetch(`${app.base}${target.path}`, { headers: target.signedIn ? app.auth : {} });
  const body = await response.text();
  if (!response.ok) throw new Error(`${app.label} ${target.route} answered ${response.status}: ${body}`);
  return body;
}

/** The apps to compare on one database: this checkout's, and the baseline's when asked for. */
async function startApps(database: string, env: () => Promise<Record<string, string>>) {
  return Promise.all([
    startApp(`${database} current`, await env()),
    ...(baseline ? [startApp(`${database} ${baseline.label}`, await env(), baseline.root)] : []),
  ]);
}

async function benchDatabase(database: string, env: () => Promise<Record<string, string>>) {
  const rows: Row[] = [];
  // Profiled: fresh servers for each route, so each profile holds one route's requests.
  let apps = profiling ? undefined : await startApps(database, env);
  try {
    for (const target of routes) {
      apps ??= await startApps(database, env);
      const [current, old] = apps;
      const body = await answerOf(current, target);
      if (old && (await answerOf(old, target)).length !== body.length) {
        console.log(`${database} ${target.route}: the baseline answers other bytes than the current code`);
      }
      const bare = await startServer('servers/bare-server.ts', { BARE_BODY: body });
      try {
        const appUrl = (app: App) => `${app.base}${target.path}`;
        const appHeaders = (app: App) => (target.signedIn ? app.auth : {});
        const bareUrl = `http://127.0.0.1:${bare.port}/`;
        const run = (server: Started, url: string, headers: Record<string, string>, runSeconds = seconds) =>
          measureServer(server, url, { headers, seconds: runSeconds, connections });
        for (const app of apps) await run(app.server, appUrl(app), appHeaders(app), 1);
        await run(bare, bareUrl, {}, 1);
        const row: Row = { database, route: target.route, app: [], bare: [], ...(old ? { baseline: [] } : {}) };
        for (let round = 0; round < rounds; round++) {
          if (old) row.baseline!.push(await run(old.server, appUrl(old), appHeaders(old)));
          row.app.push(await run(current.server, appUrl(current), appHeaders(current)));
          row.bare.push(await run(bare, bareUrl, {}));
        }
        const failed = [...row.app, ...(row.baseline ?? [])].find((result: Run) => result.non2xx > 0);
        if (failed) throw new Error(`${target.route} had ${failed.non2xx} non-2xx answers under load`);
        rows.push(row);
      } finally {
        bare.stop();
      }
      if (profiling) {
        await printProfiles(
          `${target.route} on ${database}`,
          apps.map((app, index) => ({
            label: app.label,
            server: app.server,
            runs: index === 0 ? rows.at(-1)!.app : rows.at(-1)!.baseline!,
          })),
        );
        apps = undefined;
      }
    }
    return rows;
  } finally {
    for (const app of apps ?? []) app.server.stop();
  }
}

try {
  if (baseline) {
    // The baseline runs this checkout's bench server script over its own sources, so both are
    // started, seeded and measured the same way.
    copyFileSync(path.resolve('servers/app-server.ts'), path.join(baseline.root, 'bench/servers/app-server.ts'));
  }
  const rows: Row[] = [];
  rows.push(...(await benchDatabase('pglite', async () => ({}))));
  const databases: { url: string; drop(): Promise<void> }[] = [];
  try {
    let spare = await createBenchDatabase();
    if (spare) {
      databases.push(spare);
      // Each app server on a fresh database of its own: the baseline migrates its own schema.
      const freshDatabase = async () => {
        const database = spare ?? (await createBenchDatabase());
        if (!database) throw new Error('PostgreSQL stopped answering');
        if (database !== spare) databases.push(database);
        spare = null;
        return { BENCH_DATABASE_URL: database.url };
      };
      rows.push(...(await benchDatabase('postgres', freshDatabase)));
    } else {
      console.log('PostgreSQL did not answer: the PostgreSQL rows were not measured.');
    }
  } finally {
    for (const database of databases) await database.drop();
  }
  process.exitCode = printTable(rows, { seconds, connections, baseline: baseline?.label }) ? 0 : 1;
} finally {
  baseline?.remove();
}
