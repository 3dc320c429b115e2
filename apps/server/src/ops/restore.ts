import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { extract } from 'tar';
import type { Config } from '../config.js';
import { ARCHIVE_ROOT, BACKUP_FORMAT, type BackupManifest } from './backup.js';
import { localBlobFiles } from './blob-files.js';
import { holdDataDir } from './data-dir-lock.js';
import { importDatabase } from './database-import.js';
import { migrate, shippedMigrations } from './migrations.js';
import { s3ClientFor, uploadS3Objects, type S3Listed } from './s3-objects.js';
import { openSqlSession, pgliteDirIsEmpty, pgliteDirOf, type SqlSession } from './sql-session.js';

export interface RestoreOptions {
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'blobs'>;
  file: string;
  /** Replace a database or blob store that is not empty (its contents are lost). */
  force?: boolean;
  log?: (line: string) => void;
}

export interface RestoreResult {
  manifest: BackupManifest;
  tables: Record<string, number>;
  blobFiles: number;
  /** Objects put back into the configured S3 bucket (backups made with --with-s3). */
  s3Objects: number;
}

/**
 * Brings a fresh DATA_DIR (PGlite) or an empty PostgreSQL database back to a backup: migrates to the
 * backup's own migration level, loads every row in one transaction, checks the counts, then puts the
 * blob files and the auth secret in place. The next start of the app applies any newer migrations.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const { config, force = false } = options;
  const log = options.log ?? (() => undefined);
  const file = path.resolve(options.file);
  if (!existsSync(file)) throw new Error(`No backup at ${file}`);
  mkdirSync(config.dataDir, { recursive: true });
  const release = config.databaseUrl ? () => undefined : holdDataDir(config.dataDir, 'npm run restore');
  const staging = mkdtempSync(path.join(config.dataDir, '.restore-'));
  try {
    await extract({ file, cwd: staging, strict: true });
    const top = path.join(staging, ARCHIVE_ROOT);
    const manifest = readManifest(path.join(top, 'manifest.json'));
    const level = manifest.database.migrations;
    if (level.count > 0 && !shippedMigrations().some((entry) => entry.when === level.latest)) {
      throw new Error(
        `This backup was made by a newer version (${manifest.appVersion}, migration ${level.tag ?? level.latest}): ` +
          'restore it with that version or a later one.',
      );
    }

    const blobRoot = path.join(config.dataDir, 'blobs');
    const blobsPresent = localBlobFiles(blobRoot).length > 0;
    if (blobsPresent && !force) {
      throw new Error(
        `${blobRoot} holds files already: restore into an empty DATA_DIR, or add --force to replace them.`,
      );
    }
    if (!config.databaseUrl && !pgliteDirIsEmpty(config)) {
      if (!force) {
        throw new Error(
          `${pgliteDirOf(config)} holds a database already: restore into an empty DATA_DIR, or add --force to replace it.`,
        );
      }
      rmSync(pgliteDirOf(config), { recursive: true, force: true });
    }

    const session = await openSqlSession(config);
    let tables: Record<string, number>;
    try {
      await emptyTarget(session, force);
      await migrate(session, level.count > 0 ? level.latest : undefined);
      tables = await importDatabase(session, path.join(top, 'database'), manifest.database);
    } finally {
      await session.close();
    }
    const rowCount = Object.values(tables).reduce((sum, n) => sum + n, 0);
    log(`database (${session.kind}): ${Object.keys(tables).length} tables, ${rowCount} rows restored`);

    if (blobsPresent) rmSync(blobRoot, { recursive: true, force: true });
    if (existsSync(path.join(top, 'blobs'))) {
      rmSync(blobRoot, { recursive: true, force: true });
      renameSync(path.join(top, 'blobs'), blobRoot);
    }
    const blobFiles = localBlobFiles(blobRoot);
    const bytes = blobFiles.reduce((sum, f) => sum + f.size, 0);
    if (blobFiles.length !== manifest.blobs.files || bytes !== manifest.blobs.bytes) {
      throw new Error(
        `Blob files restored differ from the manifest: ${blobFiles.length} files (${bytes} bytes) of ${manifest.blobs.files} (${manifest.blobs.bytes} bytes)`,
      );
    }
    log(`local blobs: ${blobFiles.length} files, ${bytes} bytes restored`);
    const secret = path.join(top, 'auth-secret');
    const target = path.join(config.dataDir, 'auth-secret');
    if (manifest.authSecret && existsSync(secret) && (force || !existsSync(target))) {
      copyFileSync(secret, target);
      log('auth-secret restored (sessions and signed links made before the backup still work)');
    }
    let s3Objects = 0;
    if (manifest.s3?.copied && config.blobs.driver === 's3') {
      const listing = readFileSync(path.join(top, 's3/listing.jsonl'), 'utf8');
      const objects = listing
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as S3Listed);
      await uploadS3Objects(s3ClientFor(config.blobs), config.blobs.bucket, objects, path.join(top, 's3/objects'));
      s3Objects = objects.length;
      log(`S3 bucket ${config.blobs.bucket}: ${objects.length} objects put back`);
    } else if (manifest.s3) {
      log(
        `S3 bucket ${manifest.s3.bucket}: ${manifest.s3.objects} objects were listed` +
          (manifest.s3.copied ? ' and copied; set S3_BUCKET to put them back' : ', not copied (the bucket keeps them)'),
      );
    }
    return { manifest, tables, blobFiles: blobFiles.length, s3Objects };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    release();
  }
}

function readManifest(file: string): BackupManifest {
  if (!existsSync(file)) throw new Error('This file is not a film-lab backup (it has no manifest.json)');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT || manifest.formatVersion !== 1) {
    throw new Error(
      `This file is not a film-lab backup of a format this version reads (${manifest.format} ${manifest.formatVersion})`,
    );
  }
  return manifest;
}

/**
 * Refuses a database that holds anything of the app's (applied migrations or tables in public),
 * unless forced: then both schemas are dropped and public made again, empty.
 */
async function emptyTarget(session: SqlSession, force: boolean): Promise<void> {
  const [state] = await session.query<{ tables: number; migrations: boolean }>(
    `select (select count(*)::int from pg_tables where schemaname = 'public') as tables,
            to_regclass('drizzle.__drizzle_migrations') is not null as migrations`,
  );
  if (!state || (state.tables === 0 && !state.migrations)) return;
  if (!force) {
    throw new Error(
      `The database is not empty (${state.tables} tables in public${state.migrations ? ', migrations applied' : ''}): ` +
        'restore into an empty database, or add --force to drop everything in it first.',
    );
  }
  await session.query('drop schema if exists drizzle cascade');
  await session.query('drop schema public cascade');
  await session.query('create schema public');
}
