// Many rows in one statement with one parameter: the rows as JSON, read back into the table's own row
// type by PostgreSQL (json_populate_recordset). drizzle's `.values()` builds SQL text for every value
// and for every column left to its default; for a 36-roll order that was the largest part of the
// request's CPU, and PostgreSQL then had to parse a statement of a thousand parameters.
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.js';
import { executeRows } from './execute-rows.js';
import { columnName } from './json-rows.js';
import { sqlBuiltOnce } from './prepared.js';

type Returned<R extends Record<string, PgColumn>> = {
  [K in keyof R]: R[K]['_']['notNull'] extends true ? R[K]['_']['data'] : R[K]['_']['data'] | null;
};

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
type Run = (db: Db | Tx, values: Record<string, unknown>) => Promise<Record<string, unknown>[]>;
const texts = new Map<string, { head: string; tail: string; run: Run }>();

/**
 * The statement's text around its one parameter, written once for each table and set of columns:
 * built by drizzle's sql.join for every call, it cost more than the rest of the insert. Without
 * statements alongside it runs built once, a named statement (db/prepared.ts).
 */
function statementText(table: string, names: string[], returnNames: string[]) {
  const key = [table, names.join(','), returnNames.join(',')].join('|');
  let text = texts.get(key);
  if (!text) {
    const columns = names.map(quoted).join(', ');
    const head = `insert into ${quoted(table)} (${columns}) select ${columns} from json_populate_recordset(null::${quoted(table)}, `;
    const tail = `::json)${returnNames.length ? ` returning ${returnNames.map(quoted).join(', ')}` : ''}`;
    const run = sqlBuiltOnce<Record<string, unknown>>(
      `insert_rows_${texts.size + 1}`,
      () => sql`${sql.raw(head)}${sql.placeholder('rows')}${sql.raw(tail)}`,
    );
    text = { head, tail, run };
    texts.set(key, text);
  }
  return text;
}

const definedKeys = (row: Record<string, unknown>) => Object.keys(row).filter((key) => row[key] !== undefined);

/**
 * Inserts the rows in their order (a serial is drawn row by row, so ids ascend with the rows) and
 * answers the `returning` columns of each, in the same order. A column no row sets takes the table's
 * default; one that some rows set is null in the others (an error if the table has a default for it).
 */
export async function insertRows<T extends PgTable, R extends Record<string, PgColumn>>(
  db: Db | Tx,
  table: T,
  rows: T['$inferInsert'][],
  returning: R,
  /** Statements run with the insert, as one (a delete of the rows these replace, an update). */
  alongside: SQL[] = [],
): Promise<Returned<R>[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = [...new Set(rows.flatMap((row) => definedKeys(row as Record<string, unknown>)))];
  for (const key of keys) if (!columns[key]) throw new Error(`${getTableName(table)} has no column ${key}`);
  const names = keys.map((key) => columnName(key, columns[key]!));
  const json = rows.map((row, index) => {
    const record = row as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    keys.forEach((key, i) => {
      const value = record[key];
      const column = columns[key]!;
      // A row may leave out a column only when null is what the table would give it.
      if (value === undefined && column.hasDefault) {
        throw new Error(`row ${index} of ${getTableName(table)} leaves out ${key}, which the other rows set`);
      }
      // A json(b) column takes the value itself; the others what the driver would be sent.
      out[names[i]!] =
        value === undefined || value === null
          ? null
          : column.dataType === 'json'
            ? value
            : column.mapToDriverValue(value);
    });
    return out;
  });
  const returnKeys = Object.keys(returning);
  const returnNames = returnKeys.map((key) => {
    const column = returning[key]!;
    const tableKey = Object.keys(columns).find((k) => columns[k] === column);
    if (!tableKey) throw new Error(`${key} is not a column of ${getTableName(table)}`);
    return columnName(tableKey, column);
  });
  const { head, tail, run } = statementText(getTableName(table), names, returnNames);
  let inserted: Record<string, unknown>[];
  if (alongside.length === 0) {
    inserted = await run(db, { rows: JSON.stringify(json) });
  } else {
    const before = alongside.map(
      (statement, i) => sql`${sql.raw(i === 0 ? 'with' : ',')} alongside_${sql.raw(String(i))} as (${statement})`,
    );
    inserted = await executeRows(db, sql`${sql.join(before)} ${sql.raw(head)}${JSON.stringify(json)}${sql.raw(tail)}`);
  }
  return inserted.map((row) => {
    const out: Record<string, unknown> = {};
    returnKeys.forEach((key, i) => {
      const value = row[returnNames[i]!];
      out[key] = value === null || value === undefined ? null : returning[key]!.mapFromDriverValue(value);
    });
    return out as Returned<R>;
  });
}
