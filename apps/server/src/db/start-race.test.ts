import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { getTableName, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBlobStore } from '../adapters/blobs/local-blob-store.js';
import { migrationsFolder, openDatabase, type Database, type Db } from './client.js';
import * as schema from './schema/index.js';
import { DEMO_USERS } from './seed/demo-users.js';
import { seedDatabase } from './seed/seed.js';

const serverUrl = process.env.TEST_DATABASE_URL;

const tables = Object.values(schema as Record<string, unknown>).filter(
  (value): value is PgTable => value instanceof PgTable,
);

/** Rows in every table: two seeds that both ran would show as doubled counts somewhere. */
async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const name = getTableName(table);
    const result = await db.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`);
    counts[name] = (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? -1;
  }
  return counts;
}

/**
 * Several app processes starting together on one fresh PostgreSQL database (a deploy of N copies):
 * each opens its own pool, migrates and seeds at once. PGlite is one process by design, so this
 * runs on PostgreSQL only (the server-postgres project).
 */
describe.runIf(process.env.TEST_DB === 'postgres' && serverUrl)('app processes starting together', () => {
  const name = `filmlab_race_${randomBytes(6).toString('hex')}`;
  let url: string;
  let opened: Database[] = [];
  let blobDir: string;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(serverUrl!);
    target.pathname = `/${name}`;
    url = target.toString();
    blobDir = mkdtempSync(path.join(tmpdir(), 'filmlab-race-'));
  });
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
    rmSync(blobDir, { recursive: true, force: true });
  });

  it('migrates once: every process opens the database, and each migration is recorded once', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 3 }, () => openDatabase({ databaseUrl: url, poolSize: 2 })),
    );
    opened = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);

    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const applied = await opened[0]!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect((applied as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(journal.entries.length);
  });

  it('seeds once: every table holds what one seed makes', async () => {
    const blobs = createLocalBlobStore({ root: blobDir, secret: 'race-secret' });
    const reports = await Promise.all(
      opened.map((database) => seedDatabase({ db: database.db, config: { seedDemo: true }, blobs })),
    );
    expect(reports.map((report) => report.demoAccounts.length)).toEqual(opened.map(() => DEMO_USERS.length));

    // The same seed, alone, on an embedded database.
    const reference = await openDatabase({});
    try {
      await seedDatabase({ db: reference.db, config: { seedDemo: true }, blobs });
      const expected = await rowCounts(reference.db);
      expect(expected.users).toBe(DEMO_USERS.length);
      expect(await rowCounts(opened[0]!.db)).toEqual(expected);
    } finally {
      await reference.close();
    }
  }, 240_000);
});
