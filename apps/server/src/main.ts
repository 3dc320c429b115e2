import path from 'node:path';
import { createBlobStore } from './adapters/blobs/create-blob-store.js';
import { BlobStoreStartError } from './adapters/blobs/s3-start-check.js';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDatabase } from './db/seed/seed.js';
import { twoFactorNotice } from './modules/auth/two-factor-policy.js';
import { describeAccounts, findAccountsAtStart } from './startup/accounts-at-start.js';
import { demoOnNetworkRefusal } from './startup/demo-on-network.js';
import { isLoopbackHost } from './startup/loopback.js';
import { holdDataDir } from './ops/data-dir-lock.js';

const refuseToStart = (reason: string): never => {
  console.error(`\n${reason}\n`);
  process.exit(1);
};

const config = loadConfig();
// Before anything is created: SEED_DEMO would make the demo accounts.
const refusal = demoOnNetworkRefusal(config);
if (refusal) refuseToStart(refusal);
// PGlite is one process's database: not while a backup or restore has it open, nor a second server.
if (!config.databaseUrl) {
  try {
    holdDataDir(config.dataDir, 'the app server');
  } catch (error) {
    refuseToStart((error as Error).message);
  }
}
const blobs = createBlobStore(config);
// The file store before anything is stored in it: S3's bucket there and usable, its CORS rule set or said.
try {
  for (const line of (await blobs.prepare?.({ siteOrigin: new URL(config.publicUrl).origin })) ?? []) console.log(line);
} catch (error) {
  if (!(error instanceof BlobStoreStartError)) throw error;
  refuseToStart(error.message);
}
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  poolSize: config.databasePoolSize,
  pgliteDir: path.join(config.dataDir, 'pgdata'),
  onIdleError: (error) => console.warn(`PostgreSQL connection lost (${error.message}); the pool reconnects.`),
});
await seedDatabase({ db: database.db, config, blobs });
const accounts = await findAccountsAtStart(database.db);
// Demo accounts an earlier start made count as much as those seeded now.
const exposed = demoOnNetworkRefusal(config, accounts.openDemoAccounts);
if (exposed) {
  await database.close();
  refuseToStart(exposed);
}
const app = await buildApp({ config, database, overrides: { blobs } });

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const where = database.kind === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'pgdata')}` : 'PostgreSQL';
console.log(`\n  ${config.labName} is running at ${config.publicUrl} (database: ${where})`);
console.log(
  isLoopbackHost(config.host)
    ? `  Listening on ${config.host} only: set HOST to reach it from other machines.`
    : `  Listening on ${config.host}${accounts.openDemoAccounts.length > 0 ? ', demo accounts included (ALLOW_DEMO_ON_NETWORK)' : ''}.`,
);
for (const line of describeAccounts(accounts)) console.log(line);
const notice = twoFactorNotice(config);
if (notice) console.log(notice);
console.log('');
