import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './client.js';

/**
 * Runs raw SQL and returns its rows. Both drivers answer `execute` with an object carrying `rows`
 * (node-postgres' QueryResult, PGlite's Results); Drizzle types them apart, so this reads them alike.
 */
export async function executeRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
