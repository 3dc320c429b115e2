import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { buildUser } from '../test/factories.js';
import { scratchDatabase } from '../test/scratch-database.js';
import { exportDatabase } from './database-export.js';
import { openSqlSession, type SqlSession } from './sql-session.js';

const onPostgres = process.env.TEST_DB === 'postgres';

// PGlite has one connection, so nothing can write beside the export there: the snapshot matters on PostgreSQL.
describe.skipIf(!onPostgres)('the database export is one snapshot (PostgreSQL)', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'filmlab-export-'));
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let app: Database;
  beforeAll(async () => {
    scratch = await scratchDatabase();
    app = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
  });
  afterAll(async () => {
    await app.close();
    await scratch.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('leaves out rows the app writes while it runs', async () => {
    await buildUser(app.db);
    const session = await openSqlSession({ dataDir: folder, databaseUrl: scratch.url });
    let wroteMeanwhile = 0;
    // After the first table (addresses) is read and before users is, the app signs up two people.
    const watched: SqlSession = {
      ...session,
      query: async (text, params) => {
        const rows = await session.query(text, params);
        if (text.startsWith('close backup_rows') && wroteMeanwhile === 0) {
          wroteMeanwhile = 2;
          await buildUser(app.db);
          await buildUser(app.db);
        }
        return rows as never;
      },
    };
    try {
      const exported = await exportDatabase(watched, folder);
      expect(wroteMeanwhile).toBe(2);
      expect(exported.tables.users).toBe(1);
      expect(readFileSync(path.join(folder, 'users.jsonl'), 'utf8').trim().split('\n')).toHaveLength(1);
      expect(exported.tables.sessions).toBe(1);
    } finally {
      await session.close();
    }
    const counted = (await app.db.execute(sql`select count(*)::int as n from users`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(counted.rows[0]!.n).toBe(3);
  });
});
