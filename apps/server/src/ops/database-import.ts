import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { appTables, quoteIdent, type DatabaseExport } from './database-export.js';
import type { SqlSession } from './sql-session.js';

/** Rows sent in one insert: big enough to be quick, small enough for any row size. */
const INSERT_ROWS = 500;

/**
 * Loads an export (database-export.ts) into a database migrated to the export's level, in one
 * transaction: every table or none. Rows go in as they were (generated columns are computed again),
 * sequences are set back, and each table's count is checked against the manifest before committing.
 */
export async function importDatabase(
  session: SqlSession,
  folder: string,
  expected: DatabaseExport,
): Promise<Record<string, number>> {
  const tables = await appTables(session);
  const unknown = Object.keys(expected.tables).filter((table) => !tables.includes(table));
  if (unknown.length > 0) throw new Error(`The backup has tables this database has not: ${unknown.join(', ')}`);
  await session.query('begin');
  try {
    // Foreign keys are checked by triggers; as a superuser (PGlite always, PostgreSQL's owner often)
    // they are switched off while rows go in, so no order between tables matters. Otherwise parents go
    // first (insertOrder), which holds for every key that is not part of a cycle.
    await session.query('savepoint replica');
    try {
      await session.query(`set local session_replication_role = replica`);
    } catch {
      await session.query('rollback to savepoint replica');
    }
    const loaded: Record<string, number> = {};
    for (const table of await insertOrder(session, tables)) {
      const file = path.join(folder, `${table}.jsonl`);
      loaded[table] = existsSync(file) ? await importTable(session, table, file) : 0;
    }
    for (const [name, value] of Object.entries(expected.sequences)) {
      await session.query(`select setval($1::regclass, $2)`, [quoteIdent(name), value]);
    }
    const wrong = Object.entries(expected.tables).filter(([table, count]) => loaded[table] !== count);
    if (wrong.length > 0) {
      const said = wrong.map(([table, count]) => `${table}: ${loaded[table]} of ${count}`).join(', ');
      throw new Error(`Rows loaded differ from the backup's manifest (${said})`);
    }
    await session.query('commit');
    return loaded;
  } catch (error) {
    await session.query('rollback').catch(() => undefined);
    throw error;
  }
}

async function columnsOf(session: SqlSession, table: string): Promise<string[]> {
  const rows = await session.query<{ name: string }>(
    `select attname as name from pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
    [quoteIdent(table)],
  );
  return rows.map((row) => row.name);
}

async function importTable(session: SqlSession, table: string, file: string): Promise<number> {
  const columns = (await columnsOf(session, table)).map(quoteIdent).join(', ');
  const insert =
    `insert into ${quoteIdent(table)} (${columns}) overriding system value ` +
    `select ${columns} from json_populate_recordset(null::${quoteIdent(table)}, $1::json)`;
  let batch: string[] = [];
  let rows = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await session.query(insert, [`[${batch.join(',')}]`]);
    rows += batch.length;
    batch = [];
  };
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    if (batch.length >= INSERT_ROWS) await flush();
  }
  await flush();
  return rows;
}

/** Tables ordered so that a table comes after those its foreign keys point to (cycles keep their order). */
async function insertOrder(session: SqlSession, tables: string[]): Promise<string[]> {
  const keys = await session.query<{ child: string; parent: string }>(
    `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public' and c.conrelid <> c.confrelid`,
  );
  const unquote = (name: string) => name.replace(/^"(.*)"$/, '$1').replace(/""/g, '"');
  const parents = new Map<string, Set<string>>(tables.map((table) => [table, new Set<string>()]));
  for (const key of keys) parents.get(unquote(key.child))?.add(unquote(key.parent));
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (placed.has(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const parent of parents.get(table) ?? []) visit(parent);
    visiting.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}
