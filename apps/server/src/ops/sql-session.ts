import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { Config } from '../config.js';

/**
 * One connection to the configured database for the operator's commands (backup, restore,
 * create-admin): the embedded PGlite folder under DATA_DIR or PostgreSQL at DATABASE_URL. Plain SQL
 * on one connection, so a command can hold one transaction (a backup's snapshot) from start to end.
 */
export interface SqlSession {
  kind: 'pglite' | 'postgres';
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
  /** The driver's own client, for drizzle (migrations, the app's queries). */
  pglite?: PGlite;
  pg?: pg.Client;
}

export const pgliteDirOf = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'pgdata');

/** True when the embedded database folder holds no database yet. */
export function pgliteDirIsEmpty(config: Pick<Config, 'dataDir'>): boolean {
  const dir = pgliteDirOf(config);
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

export async function openSqlSession(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Promise<SqlSession> {
  if (config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    return {
      kind: 'postgres',
      pg: client,
      query: async <Row>(text: string, params?: unknown[]) =>
        (await client.query(text, params as unknown[] | undefined)).rows as Row[],
      close: () => client.end(),
    };
  }
  const dir = pgliteDirOf(config);
  mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir, { extensions: { pg_trgm } });
  await client.waitReady;
  return {
    kind: 'pglite',
    pglite: client,
    query: async <Row>(text: string, params?: unknown[]) => (await client.query<Row>(text, params)).rows,
    close: () => client.close(),
  };
}
