import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { list } from 'tar';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { scratchDatabase } from '../test/scratch-database.js';
import { writeBackup } from './backup.js';
import { restoreBackup } from './restore.js';
import { bucketStandIn, type BucketStandIn } from './s3-bucket-stand-in.js';

const FILES = {
  'scans/7/1/1/hi.jpg': { body: Buffer.from('a frame of film'), contentType: 'image/jpeg' },
  'scans/7/1/1/t.webp': { body: Buffer.from('its thumbnail'), contentType: 'image/webp' },
  'scans/7/1/2/hi.tif': { body: Buffer.from('a TIFF master'), contentType: 'image/tiff' },
};

/** The archive's entries, as tar lists them. */
async function entriesOf(file: string): Promise<string[]> {
  const entries: string[] = [];
  await list({ file, onReadEntry: (entry) => void entries.push(entry.path) });
  return entries;
}

describe('backup and restore with S3', () => {
  const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'filmlab-backup-s3-'));
  const outDir = mkdtempSync(path.join(tmpdir(), 'filmlab-backup-s3-out-'));
  let store: BucketStandIn;
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  const configFor = (endpoint: string) =>
    loadConfig({
      DATA_DIR: dataDir,
      AUTH_SECRET: 'test-secret-that-is-long-enough-for-hmac',
      S3_BUCKET: 'scans',
      S3_ENDPOINT: endpoint,
      ...(scratch.url ? { DATABASE_URL: scratch.url } : {}),
    });

  beforeAll(async () => {
    process.env.AWS_ACCESS_KEY_ID = 'test-access-key';
    process.env.AWS_SECRET_ACCESS_KEY = 'test-secret-key';
    scratch = await scratchDatabase();
    store = await bucketStandIn('scans');
    for (const [key, object] of Object.entries(FILES)) store.objects.set(key, object);
    const database = await openDatabase({ databaseUrl: scratch.url, pgliteDir: path.join(dataDir, 'pgdata') });
    await database.close();
  });
  afterAll(async () => {
    await store.close();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
    for (const [name, value] of [
      ['AWS_ACCESS_KEY_ID', saved.id],
      ['AWS_SECRET_ACCESS_KEY', saved.secret],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('lists the bucket without copying it, unless asked', async () => {
    const config = configFor(store.endpoint);
    const listed = await writeBackup({ config, out: path.join(outDir, 'listed.tar.gz') });
    expect(listed.s3).toEqual({ bucket: 'scans', objects: 3, bytes: 41, copied: false });
    const entries = await entriesOf(path.join(outDir, 'listed.tar.gz'));
    expect(entries).toContain('filmlab-backup/s3/listing.jsonl');
    expect(entries.filter((entry) => entry.includes('s3/objects'))).toEqual([]);

    const copied = await writeBackup({ config, out: path.join(outDir, 'copied.tar.gz'), withS3: true });
    expect(copied.s3).toMatchObject({ objects: 3, copied: true });
    expect(await entriesOf(path.join(outDir, 'copied.tar.gz'))).toEqual(
      expect.arrayContaining(Object.keys(FILES).map((key) => `filmlab-backup/s3/objects/${key}`)),
    );
  }, 120_000);

  it('puts copied objects back into an empty bucket, with their content types', async () => {
    const empty = await bucketStandIn('scans');
    try {
      rmSync(path.join(dataDir, 'pgdata'), { recursive: true, force: true });
      await scratch.wipe();
      const restored = await restoreBackup({
        config: configFor(empty.endpoint),
        file: path.join(outDir, 'copied.tar.gz'),
      });
      expect(restored.s3Objects).toBe(3);
      expect(Object.fromEntries(empty.objects)).toEqual(FILES);
    } finally {
      await empty.close();
    }
  }, 120_000);
});
