import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths.js';
import * as schema from './schema/index.js';
import { guardTransactions } from './transaction-guard.js';

export type Schema = typeof schema;
/** Both drivers share this type; features never see which one they got. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
}

export { migrationsFolder };

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** Directory for the embedded database; in-memory when absent. */
  pgliteDir?: string | undefined;
  /** PostgreSQL connections this process keeps at most (DATABASE_POOL_SIZE); defaultPoolSize() when absent. */
  poolSize?: number | undefined;
  /** An embedded database to start from (a `dumpDataDir` tarball); in-memory only. */
  pgliteCopy?: Blob | undefined;
  /** Told when an idle PostgreSQL connection fails. */
  onIdleError?: (error: Error) => void;
  /**
   * How long a query on the embedded database, made around the transaction it runs in, waits for that
   * transaction before it fails (transaction-guard.ts): 10 s unless given; the tests give 0.
   */
  transactionWaitMs?: number | undefined;
}

/**
 * Connections a process keeps to PostgreSQL unless DATABASE_POOL_SIZE says otherwise: twice the
 * cores and one (the rule Prisma and PostgreSQL's wiki give). More queries at once than the cores can
 * run only wait inside PostgreSQL, where they all slow down together: on 2 cores with 20 connections
 * quick search's p99 was 33-52 ms, with 5 it was 17-28 ms, at the same throughput.
 */
export const defaultPoolSize = () => 2 * availableParallelism() + 1;

/** Any constant will do; it only has to be the same in every app process (the seed has its own). */
export const MIGRATION_LOCK_KEY = 7_241_000;

/**
 * Migrates holding a session-level advisory lock on one dedicated connection, so app processes
 * starting together on one database migrate one at a time: the first applies the migrations, the
 * others wait, then find nothing left to do. Without it both would create the same tables and one
 * would fail. A connection that breaks is dropped, and PostgreSQL releases its lock with it.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client, casing: 'snake_case' }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    client.release(broken);
  }
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? defaultPoolSize() });
    // An idle connection that drops (server restart, network) emits here; unhandled, it would end the
    // process. The pool replaces the connection, so reporting it is enough.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
    await migrateUnderLock(pool);
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
    };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  // pg_trgm serves the staff quick search's substring indexes; PostgreSQL ships it in contrib.
  const extensions = { pg_trgm };
  const client = guardTransactions(
    options.pgliteDir
      ? new PGlite(options.pgliteDir, { extensions })
      : new PGlite({ extensions, ...(options.pgliteCopy ? { loadDataDir: options.pgliteCopy } : {}) }),
    { waitMs: options.transactionWaitMs ?? 10_000 },
  );
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  await migratePglite(drizzlePglite({ client, casing: 'snake_case' }), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}
