import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrationsFolder, openDatabase } from '../db/client.js';
import { repoRoot } from '../paths.js';

/**
 * Migrated empty databases, made once per set of migrations and copied for every test file. Making
 * a PGlite from nothing runs initdb and then every migration (3–5 s a file); loading a migrated copy
 * takes under a second. On PostgreSQL a new database is made from a migrated template. The copies'
 * names carry a hash of the migrations, so a changed migration makes new ones and a stale copy is
 * never used; test databases still run `migrate`, which finds nothing left to do.
 */
function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(migrationsFolder);
  // A dump is read back by the same PGlite that wrote it.
  hash.update(readFileSync(path.join(repoRoot, 'node_modules/@electric-sql/pglite/package.json')));
  return hash.digest('hex').slice(0, 16);
}

let pgliteCopy: Promise<Blob> | undefined;

/** The migrated PGlite data directory as a tarball, from the shared file or made (and shared) now. */
export function migratedPgliteCopy(): Promise<Blob> {
  pgliteCopy ??= (async () => {
    const file = path.join(tmpdir(), `filmlab-test-pglite-${migrationsHash()}.tar`);
    if (!existsSync(file)) {
      const database = await openDatabase({});
      const client = (database.db as unknown as { $client: PGlite }).$client;
      const dump = await client.dumpDataDir('none');
      await database.close();
      // Two workers may both make it: each writes its own file and renames it into place whole.
      const partial = `${file}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    }
    return new Blob([readFileSync(file)]);
  })();
  return pgliteCopy;
}

/** The name of a migrated template database on the server at `serverUrl`, made now if missing. */
export async function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `filmlab_template_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    const partial = `filmlab_partial_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database ${partial}`);
    const url = new URL(serverUrl);
    url.pathname = `/${partial}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    await database.close();
    try {
      await admin.query(`alter database ${partial} rename to ${name}`);
    } catch {
      // Another worker's template got there first; it is the same.
      await admin.query(`drop database if exists ${partial} with (force)`);
    }
    return name;
  } finally {
    await admin.end();
  }
}
