// Starts the real app serving a built web app (WEB_DIST) on a fresh PGlite database with demo data,
// listens on a free port, and prints {"port": n} for the benchmark runner.
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { seedDatabase } from '../../apps/server/src/db/seed/seed.js';
import { createBlobStore } from '../../apps/server/src/adapters/blobs/create-blob-store.js';

// A free port first: signed links to the seeded pictures carry PUBLIC_URL, which must be this server.
const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const address = probe.address();
    probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
  });
});
const dataDir = mkdtempSync(path.join(tmpdir(), 'filmlab-lighthouse-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'true',
  WEB_DIST: process.env.WEB_DIST ?? '',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
});
const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pgdata') });
await seedDatabase({ db: database.db, config, blobs: createBlobStore(config) });
const app = await buildApp({ config, database, logger: false });
await app.listen({ port, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
