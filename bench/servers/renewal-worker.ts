// One app process for bench:renewal: the app's database (BENCH_DATABASE_URL) and its configured
// payment provider (local), idle until GET /run?now=ISO runs the renewal job's work
// (renewDueMemberships, what job memberships.renew does) up to that time and answers its counts and
// wall time. Prints {"port": n} on stdout once ready, so two of them can be started at once.
import { createServer } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPaymentProvider } from '../../apps/server/src/adapters/payments/create-payment-provider.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { renewDueMemberships } from '../../apps/server/src/modules/memberships/renew-memberships.js';

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_DATABASE_URL is required');
const config = loadConfig({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'filmlab-bench-renewal-')),
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  WEB_DIST: '/nonexistent',
  DATABASE_URL: databaseUrl,
});
const database = await openDatabase({ databaseUrl, poolSize: 10 });
const payments = createPaymentProvider(config, database.db);

const server = createServer((req, res) => {
  const now = new Date(new URL(req.url ?? '/', 'http://x').searchParams.get('now') ?? Date.now());
  const started = performance.now();
  renewDueMemberships({ deps: { db: database.db, payments }, now }).then(
    ({ renewed, settled, failed }) => {
      const ms = Math.round(performance.now() - started);
      const firstError = failed[0] ? String((failed[0].error as Error)?.message ?? failed[0].error) : null;
      res.end(JSON.stringify({ renewed, settled, failed: failed.length, firstError, ms }));
    },
    (error: unknown) => {
      res.statusCode = 500;
      res.end(JSON.stringify({ error: String(error) }));
    },
  );
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
});
