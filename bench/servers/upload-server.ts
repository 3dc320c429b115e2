// The real app on a fresh database (embedded, or BENCH_DATABASE_URL) with one member and one roll, for the upload benchmark.
// No demo data (drawing it would leave the process's memory high) and no job workers, so what the
// benchmark sees is the upload and its check alone. Prints {"port", "token", "userId", "rollId", "pickUpId"}.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { orders } from '../../apps/server/src/db/schema/orders.js';
import { pickUps } from '../../apps/server/src/db/schema/pick-ups.js';
import { filmRolls } from '../../apps/server/src/db/schema/rolls.js';
import { startSession } from '../../apps/server/src/modules/auth/session.js';
import { createSessionTokens } from '../../apps/server/src/modules/auth/session-tokens.js';
import { insertUser } from '../../apps/server/src/modules/users/store.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'filmlab-bench-upload-'));
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
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const database = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'pgdata') });
const db = database.db;
const user = await insertUser(db, {
  email: 'uploader@bench.test',
  firstName: 'Bench',
  lastName: 'Uploader',
  role: 'CUSTOMER',
  passwordHash: null,
});
const [order] = await db.insert(orders).values({ customerId: user.id, status: 'PAID' }).returning();
const [pickUp] = await db.insert(pickUps).values({ orderId: order!.id, customerId: user.id }).returning();
const [roll] = await db
  .insert(filmRolls)
  .values({ customerId: user.id, orderId: order!.id, pickUpId: pickUp!.id, brand: 'Kodak', model: 'Portra 400' })
  .returning();
// Sessions live on the server: the token must name a real session row.
const { token } = await startSession({
  db,
  sessions: createSessionTokens({ secret, ttlSeconds: 3600 }),
  user,
  client: { ip: '127.0.0.1', userAgent: 'upload bench' },
});
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`${JSON.stringify({ port, token, userId: user.id, rollId: roll!.id, pickUpId: pickUp!.id })}\n`);
