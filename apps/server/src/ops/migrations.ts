import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MIGRATION_LOCK_KEY, migrationsFolder } from '../db/client.js';
import type { SqlSession } from './sql-session.js';

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

/** The migrations this version of the app ships, oldest first (drizzle-kit's journal). */
export function shippedMigrations(folder = migrationsFolder): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/** Where a database stands: how many migrations it has applied and the newest one's timestamp. */
export interface MigrationLevel {
  count: number;
  /** drizzle's created_at of the newest applied migration (the journal's `when`); 0 for none. */
  latest: number;
  /** The newest applied migration's name, when this app version knows it. */
  tag: string | null;
}

export async function migrationLevel(session: SqlSession): Promise<MigrationLevel> {
  const [table] = await session.query<{ present: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table?.present) return { count: 0, latest: 0, tag: null };
  const [row] = await session.query<{ count: string; latest: string | null }>(
    'select count(*)::text as count, max(created_at)::text as latest from drizzle.__drizzle_migrations',
  );
  const latest = Number(row?.latest ?? 0);
  return {
    count: Number(row?.count ?? 0),
    latest,
    tag: shippedMigrations().find((e) => e.when === latest)?.tag ?? null,
  };
}

/**
 * Applies the shipped migrations up to and including the one made at `upTo` (all of them when
 * absent), under the same advisory lock the app takes at start, so a server starting meanwhile waits.
 * A restore migrates to the backup's own level before loading its rows; the next start applies the rest.
 */
export async function migrate(session: SqlSession, upTo?: number): Promise<void> {
  const entries = shippedMigrations().filter((entry) => upTo === undefined || entry.when <= upTo);
  const folder = mkdtempSync(path.join(tmpdir(), 'filmlab-migrations-'));
  try {
    mkdirSync(path.join(folder, 'meta'));
    writeFileSync(
      path.join(folder, 'meta/_journal.json'),
      JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
    );
    for (const entry of entries) {
      symlinkSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    }
    if (session.pglite) {
      await migratePglite(drizzlePglite({ client: session.pglite, casing: 'snake_case' }), {
        migrationsFolder: folder,
      });
      return;
    }
    await session.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client: session.pg!, casing: 'snake_case' }), { migrationsFolder: folder });
    } finally {
      await session.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
