import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.js';
import { createTestDatabase } from '../test/test-database.js';
import * as schema from './schema/index.js';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe('database schema', () => {
  it('has an index leading with the columns of every foreign key', async () => {
    // An index serves a foreign key when its first columns are exactly the key's columns (in any order).
    const result = await database.db.execute(sql`
      select c.conrelid::regclass::text as "table", c.conname as "constraint",
             array_to_string(array(select a.attname from pg_attribute a
               where a.attrelid = c.conrelid and a.attnum = any (c.conkey) order by a.attnum), ',') as "columns"
      from pg_constraint c
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace
        and not exists (
          select 1 from pg_index i
          where i.indrelid = c.conrelid
            and (string_to_array(i.indkey::text, ' ')::int2[])[1:cardinality(c.conkey)] @> c.conkey
            and (string_to_array(i.indkey::text, ' ')::int2[])[1:cardinality(c.conkey)] <@ c.conkey
        )
      order by 1, 2`);
    const unindexed = (result as unknown as { rows: Array<{ table: string; columns: string }> }).rows.map(
      (row) => `${row.table}(${row.columns})`,
    );
    expect(unindexed).toEqual([]);
  });

  it('really has foreign keys to check (the query above is not vacuous)', async () => {
    const result = await database.db.execute(
      sql`select count(*)::int as n from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
    );
    expect((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBeGreaterThan(50);
  });

  it('exports every table of every schema file from the one barrel', async () => {
    const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'schema');
    const files = readdirSync(dir).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'index.ts',
    );
    const barrel = new Set(Object.values(schema));
    const missing: string[] = [];
    for (const file of files) {
      const name = file.replace(/\.ts$/, '');
      const module = (await import(/* @vite-ignore */ `./schema/${name}.js`)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        if (value instanceof PgTable && !barrel.has(value as never)) missing.push(`${file}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
