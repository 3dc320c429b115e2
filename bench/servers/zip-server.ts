// The real app for the zip benchmark, on the PostgreSQL database and data folder the benchmark
// prepared (BENCH_DATABASE_URL, ZIP_DATA_DIR): JOBS_CONCURRENCY=1 makes the process that builds the
// zip, 0 the one that only holds the member's WebSocket. Prints {"port"}.
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/client.js';

const config = loadConfig({
  DATA_DIR: process.env.ZIP_DATA_DIR!,
  AUTH_SECRET: process.env.ZIP_SECRET!,
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  WEB_DIST: '/nonexistent',
  JOBS_CONCURRENCY: process.env.JOBS_CONCURRENCY ?? '0',
  PUBLIC_URL: 'http://127.0.0.1:1',
});
const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, poolSize: 4 });
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
