// Starts the real app on a fresh database (PGlite in a temp dir, or a new PostgreSQL database) with demo
// data, listens on a free port, and prints {"port": n} on stdout for the benchmark runner.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { seedDatabase } from '../../apps/server/src/db/seed/seed.js';
import { createBlobStore } from '../../apps/server/src/adapters/blobs/create-blob-store.js';

const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), 'filmlab-bench-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'true',
  WEB_DIST: '/nonexistent',
  // The address-search benchmark sends every request from one address: it raises the per-visitor limit.
  ...(process.env.BENCH_PLACES_RATE_LIMIT ? { PLACES_RATE_LIMIT_PER_MINUTE: process.env.BENCH_PLACES_RATE_LIMIT } : {}),
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const database = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'pgdata') });
await seedDatabase({ db: database.db, config, blobs: createBlobStore(config) });
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
