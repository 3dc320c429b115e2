import path from 'node:path';
import { createBlobStore } from './adapters/blobs/create-blob-store.js';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDatabase } from './db/seed/seed.js';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pgdata'),
  onIdleError: (error) => console.warn(`PostgreSQL connection lost (${error.message}); the pool reconnects.`),
});
const blobs = createBlobStore(config);
const report = await seedDatabase({ db: database.db, config, blobs });
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
if (report.demoAccounts.length > 0) {
  console.log('  Demo accounts (password: filmlab-demo):');
  for (const account of report.demoAccounts) console.log(`    ${account.role.padEnd(9)} ${account.email}`);
}
console.log('');
