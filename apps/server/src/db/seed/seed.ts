import type { Role } from '@filmlab/domain';
import { sql } from 'drizzle-orm';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import { DEFAULT_LAB_TIME_ZONE, type Config } from '../../config.js';
import type { Db } from '../client.js';
import { seedCatalogue } from './catalogue.js';
import { DEMO_USERS, findDemoUsers } from './demo-users.js';
import { seedDemo } from './demo.js';
import { seedLocations } from './locations.js';
import { seedPlans } from './plans.js';
import { seedPriceLists } from './price-lists.js';
import { seedDemoPromos } from './promos.js';
import { runOnce } from './run-once.js';
import { seedServices } from './services.js';

export interface SeedReport {
  demoAccounts: Array<{ role: Role; email: string }>;
}

export interface SeedOptions {
  db: Db;
  /** The lab's time zone dates the demo courier's route of today (the default zone when absent). */
  config: Pick<Config, 'seedDemo'> & Partial<Pick<Config, 'labTimeZone'>>;
  blobs: BlobStore;
}

/** Any constant will do; it only has to be the same in every app process. */
const SEED_LOCK_KEY = 7_241_001;

/**
 * Idempotent and safe on every start. Plans, service products and lab locations are brought in
 * step with the domain each time (writing only what differs); the starter shop is made once; the
 * demo accounts are made once, when SEED_DEMO is on. One transaction, under an advisory lock so that several app
 * processes starting together on one PostgreSQL do not seed twice and a failed seed leaves nothing.
 */
export async function seedDatabase({ db, config, blobs }: SeedOptions): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await seedPlans(tx);
    await seedPriceLists(tx);
    await seedServices(tx);
    await seedLocations(tx);
    // The starter catalogue is made once, on every install: a new lab opens with a shop to edit.
    // Recorded in seed_runs, so products an admin deletes stay deleted.
    await runOnce(tx, 'demo-catalogue', () => seedCatalogue({ db: tx, blobs }));
    if (!config.seedDemo) return { demoAccounts: [] };
    const labTimeZone = config.labTimeZone ?? DEFAULT_LAB_TIME_ZONE;
    await runOnce(tx, 'demo-accounts', () => seedDemo({ db: tx, blobs, labTimeZone }));
    await runOnce(tx, 'demo-promos', () => seedDemoPromos(tx));
    const present = await findDemoUsers(tx);
    return {
      demoAccounts: DEMO_USERS.filter((user) => present[user.role] !== undefined).map(({ role, email }) => ({
        role,
        email,
      })),
    };
  });
}
