// The real app on a fresh embedded database with one member, for the print-convert benchmark. No demo
// data and no job workers, so what the benchmark sees is the conversion alone. Prints {"port", "token"}.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { startSession } from '../../apps/server/src/modules/auth/session.js';
import { createSessionTokens } from '../../apps/server/src/modules/auth/session-tokens.js';
import { insertUser } from '../../apps/server/src/modules/users/store.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'filmlab-bench-prints-'));
const secret = 'bench-secret-bench-secret-bench-secret';
const config = loadConfig({
  DATA_DIR: dataDir,
  AUTH_SECRET: secret,
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  WEB_DIST: '/nonexistent',
  JOBS_CONCURRENCY: '0',
  PUBLIC_URL: 'http://127.0.0.1:1',
});
const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pgdata') });
const user = await insertUser(database.db, {
  email: 'printer@bench.test',
  firstName: 'Bench',
  lastName: 'Printer',
  role: 'CUSTOMER',
  passwordHash: null,
});
const { token } = await startSession({
  db: database.db,
  sessions: createSessionTokens({ secret, ttlSeconds: 3600 }),
  user,
  client: { ip: '127.0.0.1', userAgent: 'print-convert bench' },
});
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`${JSON.stringify({ port, token, dataDir })}\n`);
