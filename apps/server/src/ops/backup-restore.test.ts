import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createBlobStore } from '../adapters/blobs/create-blob-store.js';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { filmRolls } from '../db/schema/rolls.js';
import { scans } from '../db/schema/scans.js';
import { zipDownloads } from '../db/schema/downloads.js';
import { buildUser } from '../test/factories.js';
import { GOOD_CARD, NYC, asker } from '../test/fixture.js';
import { scratchDatabase } from '../test/scratch-database.js';
import { writeBackup } from './backup.js';
import { fileSha256, localBlobFiles } from './blob-files.js';
import { appTables, quoteIdent } from './database-export.js';
import { restoreBackup } from './restore.js';
import { openSqlSession } from './sql-session.js';

const engine = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';
const scratch = await scratchDatabase();
const dataDir = mkdtempSync(path.join(tmpdir(), 'filmlab-backup-'));
const out = path.join(mkdtempSync(path.join(tmpdir(), 'filmlab-backup-out-')), 'lab.tar.gz');
const config: Config = loadConfig({
  DATA_DIR: dataDir,
  AUTH_SECRET: 'test-secret-that-is-long-enough-for-hmac',
  WEB_DIST: path.join(dataDir, 'no-web'),
  LOG_LEVEL: 'silent',
  ...(scratch.url ? { DATABASE_URL: scratch.url } : {}),
});
const open = () => openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(dataDir, 'pgdata') });

afterAll(async () => {
  await scratch.drop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(path.dirname(out), { recursive: true, force: true });
});

/**
 * Rows per table, a digest of each table's rows (every column, as JSON, in a fixed order), and each
 * blob file's SHA-256: what a restore must bring back.
 */
async function snapshot() {
  const session = await openSqlSession(config);
  const rows: Record<string, number> = {};
  const contents: Record<string, string> = {};
  try {
    for (const table of await appTables(session)) {
      const [row] = await session.query<{ n: number; digest: string | null }>(
        `select count(*)::int as n, md5(string_agg(row_to_json(t)::text, E'\\n' order by row_to_json(t)::text)) as digest
           from ${quoteIdent(table)} t`,
      );
      rows[table] = row!.n;
      contents[table] = row!.digest ?? '';
    }
  } finally {
    await session.close();
  }
  const root = path.join(dataDir, 'blobs');
  const files: Record<string, string> = {};
  for (const file of localBlobFiles(root)) files[file.path] = await fileSha256(path.join(root, file.path));
  return { rows, contents, files };
}

/** Orders paid by card and scans with their files, made as the app makes them. */
async function makeALabsDay(database: Database) {
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const ask = asker({ app, database, config, close: async () => undefined });
  const admin = await buildUser(database.db, { config, role: 'ADMIN' });
  const customer = await buildUser(database.db, { config });
  const { product } = await ask('POST', '/products', admin.token, { name: 'Portra 400', price: 1500, stock: 50 });
  const orderIds: number[] = [];
  for (let i = 0; i < 3; i++) {
    const { order } = await ask('POST', '/orders', customer.token, {
      lines: [{ productId: product.id, quantity: i + 1 }],
      address: NYC,
    });
    const { token } = await ask('POST', '/payments/local/tokenize', null, GOOD_CARD);
    await ask('PUT', `/orders/${order.id}/attach-payment`, customer.token, { paymentId: token });
    orderIds.push(order.id);
  }
  const blobs = createBlobStore(config);
  const [roll] = await database.db
    .insert(filmRolls)
    .values({ customerId: customer.user.id, brand: 'Kodak', model: 'Portra 400', name: 'Coney Island' })
    .returning({ id: filmRolls.id });
  for (let frame = 1; frame <= 4; frame++) {
    const base = `scans/${customer.user.id}/${roll!.id}/${frame}`;
    const image = await sharp({
      create: { width: 16, height: 12, channels: 3, background: { r: 40 * frame, g: 90, b: 200 - 30 * frame } },
    })
      .jpeg()
      .toBuffer();
    await blobs.put(`${base}/hi.jpg`, image, 'image/jpeg');
    await blobs.put(`${base}/t.webp`, await sharp(image).webp().toBuffer(), 'image/webp');
    await database.db.insert(scans).values({
      filmRollId: roll!.id,
      customerId: customer.user.id,
      name: `frame-${frame}.jpg`,
      width: 16,
      height: 12,
      hiResKey: `${base}/hi.jpg`,
      thumbnailKey: `${base}/t.webp`,
      // Quotes, a new line and letters beyond ASCII go through the JSON lines unchanged.
      description: `Frame ${frame} on the "boardwalk"\nConey Island — mañana`,
    });
  }
  // An array column and a bigint: a zip of the roll's frames, made.
  await database.db.insert(zipDownloads).values({
    userId: customer.user.id,
    kind: 'SCANS',
    scanIds: [4, 2, 3],
    status: 'DONE',
    bytesDone: 5_000_000_000,
    bytesTotal: 5_000_000_000,
    frameCount: 3,
  });
  await app.close();
  return { customer, orderIds };
}

describe(`backup and restore (${engine})`, () => {
  it('brings every row and file back after the data is wiped', async () => {
    let database = await open();
    const { customer, orderIds } = await makeALabsDay(database);
    await database.close();
    const before = await snapshot();
    expect(before.rows.orders).toBeGreaterThanOrEqual(3);
    expect(before.rows.scans).toBe(4);
    expect(Object.keys(before.files).filter((key) => key.startsWith('scans/'))).toHaveLength(8);

    const manifest = await writeBackup({ config, out });
    expect(manifest.database.tables).toEqual(before.rows);
    expect(manifest.blobs.files).toBe(Object.keys(before.files).length);

    // Wiped: the data folder (database, blobs, secret) and, on PostgreSQL, the database.
    rmSync(dataDir, { recursive: true, force: true });
    await scratch.wipe();
    const restored = await restoreBackup({ config, file: out });
    expect(restored.tables).toEqual(before.rows);
    const after = await snapshot();
    expect(after.rows).toEqual(before.rows);
    expect(after.contents).toEqual(before.contents);
    expect(after.files).toEqual(before.files);
    console.log(
      `${engine} round trip: ${Object.keys(after.rows).length} tables, ` +
        `${Object.values(after.rows).reduce((a, b) => a + b, 0)} rows, ${Object.keys(after.files).length} files; ` +
        Object.entries(after.rows)
          .filter(([, n]) => n > 0)
          .map(([table, n]) => `${table} ${n}`)
          .join(', '),
    );

    // The restored lab works: the customer's session, orders and files answer, new rows get new ids.
    database = await open();
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    try {
      const ask = asker({ app, database, config, close: async () => undefined });
      const { order } = await ask('GET', `/orders/${orderIds[2]}`, customer.token);
      expect(order.id).toBe(orderIds[2]);
      const frame = await createBlobStore(config).get(`scans/${customer.user.id}/1/1/hi.jpg`);
      expect(frame === null ? null : (await sharp(frame).metadata()).width).toBe(16);
      const more = await buildUser(database.db, { config });
      expect(more.user.id).toBeGreaterThan(customer.user.id);
    } finally {
      await app.close();
      await database.close();
    }
  }, 180_000);

  it('refuses to restore over data that is there unless forced', async () => {
    await expect(restoreBackup({ config, file: out })).rejects.toThrow(/add --force/);
    const before = await snapshot();
    const forced = await restoreBackup({ config, file: out, force: true });
    expect(forced.tables).toEqual((await snapshot()).rows);
    expect(before.rows.users).toBeGreaterThan(forced.tables.users!);
  }, 120_000);

  it('refuses a file that is not a backup', async () => {
    const notOne = path.join(path.dirname(out), 'photo.tar.gz');
    const { create } = await import('tar');
    await create({ gzip: true, file: notOne, cwd: path.dirname(out) }, ['lab.tar.gz']);
    await expect(restoreBackup({ config, file: notOne, force: true })).rejects.toThrow(/not a film-lab backup/);
  });
});
