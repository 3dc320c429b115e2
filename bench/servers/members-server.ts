// The real app with the lab's plans and services (PGlite in a temp dir, or a new PostgreSQL database) and BENCH_MEMBERS
// members on the Nice plan, each with a saved address (the order's billing address, which its tax is
// computed from) and holding BENCH_DEVSCAN_CREDITS dev+scan credits and
// BENCH_ACCOUNT_CREDIT cents of account credit; their ids and session tokens are written to
// BENCH_MEMBERS_FILE before it listens. Prints {"port": n} on stdout.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAddressBody } from '@filmlab/api';
import { eq } from 'drizzle-orm';
import { createBlobStore } from '../../apps/server/src/adapters/blobs/create-blob-store.js';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { credits } from '../../apps/server/src/db/schema/credits.js';
import { subscriptions } from '../../apps/server/src/db/schema/subscriptions.js';
import { products } from '../../apps/server/src/db/schema/products.js';
import { seedDatabase } from '../../apps/server/src/db/seed/seed.js';
import { createAddress } from '../../apps/server/src/modules/addresses/create-address.js';
import { buildUser } from '../../apps/server/src/test/factories.js';

const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const count = Number(process.env.BENCH_MEMBERS ?? 10);
const devScan = Number(process.env.BENCH_DEVSCAN_CREDITS ?? 1);
const accountCredit = Number(process.env.BENCH_ACCOUNT_CREDIT ?? 0);
const file = process.env.BENCH_MEMBERS_FILE;
if (!file) throw new Error('BENCH_MEMBERS_FILE is required');

const dataDir = mkdtempSync(path.join(tmpdir(), 'filmlab-bench-members-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  WEB_DIST: '/nonexistent',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const database = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'pgdata') });
const { db } = database;
await seedDatabase({ db, config, blobs: createBlobStore(config) });
const [devscan] = await db.select({ id: products.id }).from(products).where(eq(products.sku, 'devscan'));
if (!devscan) throw new Error('the devscan service is not seeded');

// Real addresses in states with different tax rates (New York City's own rate among them).
const addresses = [
  { address1: '214 Kent Ave', city: 'Brooklyn', state: 'NY', zip: '11249' },
  { address1: '1111 S Figueroa St', city: 'Los Angeles', state: 'CA', zip: '90015' },
  { address1: '233 S Wacker Dr', city: 'Chicago', state: 'IL', zip: '60606' },
  { address1: '1000 4th Ave', city: 'Seattle', state: 'WA', zip: '98104' },
  { address1: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
];

const members: Array<{ id: number; token: string }> = [];
for (let i = 0; i < count; i++) {
  const made = await buildUser(db, { config, active: true, credits: accountCredit });
  await db.insert(subscriptions).values({
    userId: made.user.id,
    planId: 'NICE_2025',
    priceLookupKey: 'nice2025',
    status: 'active',
    currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
  });
  if (devScan > 0) {
    await db
      .insert(credits)
      .values({ userId: made.user.id, productId: devscan.id, quantity: devScan, remaining: devScan, source: 'PLAN' });
  }
  // As a customer saves one (POST /users/{id}/addresses): the route's schema, then its use case.
  const address = createAddressBody.parse({ ...addresses[i % addresses.length], country: 'US' });
  await createAddress({ db, userId: made.user.id, address });
  members.push({ id: made.user.id, token: made.token });
}
writeFileSync(file, JSON.stringify(members));

const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
