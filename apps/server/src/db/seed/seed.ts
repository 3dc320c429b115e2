import type { Config } from '../../config.js';
import type { Db } from '../client.js';

export interface SeedReport {
  demoAccounts: Array<{ role: string; email: string }>;
}

/** Idempotent: safe on every start. Filled in by the seed modules beside this file. */
export async function seedDatabase(_options: { db: Db; config: Config }): Promise<SeedReport> {
  return { demoAccounts: [] };
}
