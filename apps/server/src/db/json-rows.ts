// Rows that PostgreSQL hands over as JSON (json_agg, to_json), turned into the rows drizzle would
// have read: each column's value goes through the column's own mapping (timestamps to Dates,
// bigints to numbers), keyed by the schema's names.
import { getTableColumns, type InferSelectModel } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** The column's name in the database (the schema's keys become snake_case, as db/client.ts says). */
export const columnName = (key: string, column: PgColumn) => (column.keyAsName ? toSnakeCase(key) : column.name);

/** A reader of the table's rows as JSON objects keyed by their database column names. */
export function jsonRowReader<T extends PgTable>(table: T): (json: Record<string, unknown>) => InferSelectModel<T> {
  const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>).map(
    ([key, column]) => [key, columnName(key, column), column] as const,
  );
  return (json) => {
    const row: Record<string, unknown> = {};
    for (const [key, name, column] of columns) {
      const value = json[name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as InferSelectModel<T>;
  };
}
