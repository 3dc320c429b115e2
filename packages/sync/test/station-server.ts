// The real app for the station tests and the benchmark, on a data directory (and database) that
// outlives the process, so a test can kill it and start it again where it was. On its first start it
// makes a customer's order of SYNC_ROLLS rolls, receives it, and makes a station token; it writes
// those to setup.json in the data directory. Prints {"port": n} once it listens.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { orderNumber, rollCodeOf } from '@filmlab/domain';
import { buildApp } from '../../../apps/server/src/app.js';
import { loadConfig } from '../../../apps/server/src/config.js';
import { openDatabase } from '../../../apps/server/src/db/client.js';
import { seedServices } from '../../../apps/server/src/db/seed/services.js';
import { createStationToken } from '../../../apps/server/src/modules/stations/station-tokens.js';
import { bearer, buildUser } from '../../../apps/server/src/test/factories.js';

export interface ServerSetup {
  token: string;
  customer: { id: number; token: string };
  rolls: Array<{ id: number; code: string }>;
  orderNumber: string;
}

const dataDir = process.env.SYNC_DATA_DIR!;
const port = Number(process.env.SYNC_PORT ?? 0);
const databaseUrl = process.env.SYNC_DATABASE_URL || undefined;
const config = loadConfig({
  DATA_DIR: dataDir,
  AUTH_SECRET: 'sync-test-secret-sync-test-secret-0123',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  // The benchmark may try other job settings.
  ...(process.env.JOBS_CONCURRENCY ? { JOBS_CONCURRENCY: process.env.JOBS_CONCURRENCY } : {}),
});
const database = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'pgdata') });
const app = await buildApp({ config, database, logger: false });
await app.ready();

mkdirSync(dataDir, { recursive: true });
const setupFile = path.join(dataDir, 'setup.json');
if (!existsSync(setupFile)) {
  const db = database.db;
  await seedServices(db);
  const staff = await buildUser(db, { config, role: 'ADMIN' });
  const buyer = await buildUser(db, { config });
  const roll = { brand: 'Kodak', model: 'Portra 400', format: '35mm', process: 'C-41' };
  const made = await app.inject({
    method: 'POST',
    url: `/api/users/${buyer.user.id}/orders`,
    headers: bearer(buyer.token),
    payload: {
      rolls: Array.from({ length: Number(process.env.SYNC_ROLLS ?? 2) }, () => roll),
      inbound: { method: 'DROP_OFF' },
    },
  });
  if (made.statusCode !== 201) throw new Error(`order: ${made.body}`);
  const orderId = made.json().order.id as number;
  const received = await app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/receive`,
    headers: bearer(staff.token),
  });
  if (received.statusCode !== 200) throw new Error(`receive: ${received.body}`);
  const { token } = await createStationToken({ db, name: 'Test station', createdById: staff.user.id });
  const setup: ServerSetup = {
    token,
    customer: { id: buyer.user.id, token: buyer.token },
    rolls: (made.json().rolls as Array<{ id: number }>).map((r) => ({ id: r.id, code: rollCodeOf(r.id) })),
    orderNumber: orderNumber(orderId),
  };
  writeFileSync(setupFile, JSON.stringify(setup));
}
await app.listen({ port, host: '127.0.0.1' });
const address = app.server.address();
const setup = JSON.parse(readFileSync(setupFile, 'utf8')) as ServerSetup;
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, setup })}\n`);
