// The real app on an existing PostgreSQL database (BENCH_DATABASE_URL) without demo data, for the
// library benchmark; LIBRARY_CACHE_MS and BOARD_CACHE_MS pass through (0: every page read from the database).
// Prints {"port": n} on stdout.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/client.js';

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_DATABASE_URL is required');
const config = loadConfig({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'filmlab-bench-library-')),
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  // The shared-page benchmark gives a web shell, for the page heads the server writes.
  WEB_DIST: process.env.BENCH_WEB_DIST ?? '/nonexistent',
  DATABASE_URL: databaseUrl,
  ...(process.env.LIBRARY_CACHE_MS ? { LIBRARY_CACHE_MS: process.env.LIBRARY_CACHE_MS } : {}),
  ...(process.env.BOARD_CACHE_MS ? { BOARD_CACHE_MS: process.env.BOARD_CACHE_MS } : {}),
});
const database = await openDatabase({ databaseUrl });
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
