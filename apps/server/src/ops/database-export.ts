import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { migrationLevel, type MigrationLevel } from './migrations.js';
import type { SqlSession } from './sql-session.js';

/** Rows fetched from the cursor at a time: memory stays flat whatever a table's size. */
const FETCH_ROWS = 2_000;

export interface DatabaseExport {
  migrations: MigrationLevel;
  /** Rows per table, as written to database/<table>.jsonl. */
  tables: Record<string, number>;
  /** Sequences' positions in the snapshot (their name: last value), set again on restore. */
  sequences: Record<string, number>;
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The app's tables (schema public; drizzle's own bookkeeping is rebuilt by migrating). */
export async function appTables(session: SqlSession): Promise<string[]> {
  const rows = await session.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and not c.relispartition order by c.relname`,
  );
  return rows.map((row) => row.name);
}

/**
 * Writes every table of the app as JSON lines (one `row_to_json` per row) into `folder`, all read in
 * one REPEATABLE READ READ ONLY transaction: one snapshot of the whole database, while the app goes on
 * writing. The same format comes out of PGlite and PostgreSQL, and loads into either.
 */
export async function exportDatabase(session: SqlSession, folder: string): Promise<DatabaseExport> {
  await session.query('begin isolation level repeatable read read only');
  try {
    const migrations = await migrationLevel(session);
    const tables: Record<string, number> = {};
    for (const table of await appTables(session)) {
      tables[table] = await exportTable(session, table, path.join(folder, `${table}.jsonl`));
    }
    const sequences: Record<string, number> = {};
    const positions = await session.query<{ name: string; value: string | null }>(
      `select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`,
    );
    for (const { name, value } of positions) if (value !== null) sequences[name] = Number(value);
    await session.query('commit');
    return { migrations, tables, sequences };
  } catch (error) {
    await session.query('rollback').catch(() => undefined);
    throw error;
  }
}

async function exportTable(session: SqlSession, table: string, file: string): Promise<number> {
  const out = createWriteStream(file);
  let rows = 0;
  try {
    await session.query(
      `declare backup_rows no scroll cursor for select row_to_json(t)::text as line from ${quoteIdent(table)} t`,
    );
    for (;;) {
      const batch = await session.query<{ line: string }>(`fetch ${FETCH_ROWS} from backup_rows`);
      if (batch.length === 0) break;
      rows += batch.length;
      if (!out.write(`${batch.map((row) => row.line).join('\n')}\n`)) await once(out, 'drain');
    }
    await session.query('close backup_rows');
  } finally {
    out.end();
    await once(out, 'close');
  }
  return rows;
}
