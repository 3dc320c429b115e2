// Shared by the seed's tests: a database and a blob store of their own, and what they read back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getTableName, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import { createLocalBlobStore } from '../../adapters/blobs/local-blob-store.js';
import { createTestDatabase } from '../../test/test-database.js';
import type { Database, Db } from '../client.js';
import * as schema from '../schema/index.js';

export interface SeedTestbed {
  database: Database;
  blobs: BlobStore;
  /** Closes the database and removes the blobs' folder. */
  close(): Promise<void>;
}

/** A fresh database, and a blob store in a temporary folder, for one test file's seeds. */
export async function seedTestbed(): Promise<SeedTestbed> {
  const database = await createTestDatabase();
  const blobDir = mkdtempSync(path.join(tmpdir(), 'filmlab-seed-'));
  const blobs = createLocalBlobStore({ root: blobDir, publicUrl: 'http://localhost:3000', secret: 'seed-test-secret' });
  return {
    database,
    blobs,
    async close() {
      await database.close();
      rmSync(blobDir, { recursive: true, force: true });
    },
  };
}

const tables = Object.values(schema as Record<string, unknown>).filter(
  (value): value is PgTable => value instanceof PgTable,
);

/** Every row of every table with its xmin: any insert, delete or update (even to equal values) shows. */
export async function snapshot(db: Db): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of tables) {
    const name = getTableName(table);
    const result = await db.execute(sql`select xmin::text as xmin, t::text as row from ${sql.identifier(name)} t`);
    out[name] = (result as unknown as { rows: Array<{ xmin: string; row: string }> }).rows
      .map((r) => `${r.xmin} ${r.row}`)
      .sort();
  }
  return out;
}

/** The width, height and format of a stored image, which must exist. */
export async function imageSize(blobs: BlobStore, key: string | null) {
  expect(key).toBeTruthy();
  const data = await blobs.get(key as string);
  expect(data, `blob ${key}`).not.toBeNull();
  const { width, height, format } = await sharp(data as Buffer).metadata();
  return { width, height, format };
}
