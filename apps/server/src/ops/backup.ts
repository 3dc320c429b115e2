import { chmodSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { create } from 'tar';
import type { Config } from '../config.js';
import { appVersion } from './app-version.js';
import { localBlobFiles } from './blob-files.js';
import { holdDataDir } from './data-dir-lock.js';
import { exportDatabase, type DatabaseExport } from './database-export.js';
import { downloadS3Objects, listS3Objects, s3ClientFor } from './s3-objects.js';
import { openSqlSession, pgliteDirIsEmpty } from './sql-session.js';

export const BACKUP_FORMAT = 'filmlab-backup';
/** The archive's one top folder. */
export const ARCHIVE_ROOT = 'filmlab-backup';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: 1;
  appVersion: string;
  createdAt: string;
  database: DatabaseExport & { kind: 'pglite' | 'postgres' };
  /** The local blob store's files (DATA_DIR/blobs, content types under .meta included). */
  blobs: { files: number; bytes: number };
  /** With S3: the bucket's objects, listed (s3/listing.jsonl) and copied only with --with-s3. */
  s3: { bucket: string; objects: number; bytes: number; copied: boolean } | null;
  /** DATA_DIR/auth-secret is in the archive (sessions and signed links keep working after a restore). */
  authSecret: boolean;
}

export interface BackupOptions {
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'blobs'>;
  out: string;
  withS3?: boolean;
  log?: (line: string) => void;
}

/**
 * Writes one .tar.gz: manifest.json, the database as JSON lines read in one snapshot
 * (database-export.ts), the local blob store's files and the generated auth secret; S3 objects are
 * listed, and copied with `withS3`. The archive is written beside `out` and renamed into place, so
 * `out` is either a whole backup or absent.
 */
export async function writeBackup(options: BackupOptions): Promise<BackupManifest> {
  const { config, withS3 = false } = options;
  const log = options.log ?? (() => undefined);
  const out = path.resolve(options.out);
  if (!config.databaseUrl && pgliteDirIsEmpty(config)) {
    throw new Error(`There is no embedded database in ${config.dataDir} to back up (set DATA_DIR or DATABASE_URL).`);
  }
  mkdirSync(path.dirname(out), { recursive: true });
  const staging = mkdtempSync(path.join(path.dirname(out), '.filmlab-backup-'));
  const release = config.databaseUrl ? () => undefined : holdDataDir(config.dataDir, 'npm run backup');
  try {
    const top = path.join(staging, ARCHIVE_ROOT);
    mkdirSync(path.join(top, 'database'), { recursive: true });
    const session = await openSqlSession(config);
    let database: DatabaseExport;
    try {
      database = await exportDatabase(session, path.join(top, 'database'));
    } finally {
      await session.close();
    }
    release();
    const rowCount = Object.values(database.tables).reduce((sum, n) => sum + n, 0);
    log(`database (${session.kind}): ${Object.keys(database.tables).length} tables, ${rowCount} rows`);

    // Files after the snapshot: a file written since is extra, never missing a row's.
    const blobRoot = path.join(config.dataDir, 'blobs');
    const blobFiles = localBlobFiles(blobRoot);
    const entries = ['manifest.json', 'database'];
    if (blobFiles.length > 0) {
      symlinkSync(blobRoot, path.join(top, 'blobs'));
      entries.push(...blobFiles.map((file) => `blobs/${file.path}`));
    }
    const secretFile = path.join(config.dataDir, 'auth-secret');
    const authSecret = existsSync(secretFile);
    if (authSecret) {
      symlinkSync(secretFile, path.join(top, 'auth-secret'));
      entries.push('auth-secret');
    }
    const bytes = blobFiles.reduce((sum, file) => sum + file.size, 0);
    log(`local blobs: ${blobFiles.length} files, ${bytes} bytes`);

    let s3: BackupManifest['s3'] = null;
    if (config.blobs.driver === 's3') {
      const client = s3ClientFor(config.blobs);
      const objects = await listS3Objects(client, config.blobs.bucket);
      mkdirSync(path.join(top, 's3'));
      if (withS3) {
        await downloadS3Objects(client, config.blobs.bucket, objects, path.join(top, 's3/objects'));
        entries.push('s3/objects');
      }
      writeFileSync(path.join(top, 's3/listing.jsonl'), objects.map((o) => `${JSON.stringify(o)}\n`).join(''));
      entries.push('s3/listing.jsonl');
      const s3Bytes = objects.reduce((sum, o) => sum + o.size, 0);
      s3 = { bucket: config.blobs.bucket, objects: objects.length, bytes: s3Bytes, copied: withS3 };
      log(`S3 bucket ${s3.bucket}: ${objects.length} objects, ${s3Bytes} bytes, ${withS3 ? 'copied' : 'listed only'}`);
    }

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: 1,
      appVersion: appVersion(),
      createdAt: new Date().toISOString(),
      database: { kind: session.kind, ...database },
      blobs: { files: blobFiles.length, bytes },
      s3,
      authSecret,
    };
    writeFileSync(path.join(top, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const partial = `${out}.partial`;
    await create(
      { gzip: true, file: partial, cwd: top, follow: true, portable: true, strict: true, prefix: ARCHIVE_ROOT },
      entries,
    );
    // It holds password hashes and the auth secret: for the operator's eyes only.
    chmodSync(partial, 0o600);
    renameSync(partial, out);
    return manifest;
  } finally {
    release();
    rmSync(staging, { recursive: true, force: true });
    rmSync(`${out}.partial`, { force: true });
  }
}
