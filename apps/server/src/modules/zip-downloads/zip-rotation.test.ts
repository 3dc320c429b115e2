import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBlobStore } from '../../adapters/blobs/local-blob-store.js';
import { zipDownloads } from '../../db/schema/downloads.js';
import { jobs } from '../../db/schema/jobs.js';
import { scans } from '../../db/schema/scans.js';
import { JOB_TYPES } from '../../jobs/job-types.js';
import { bearer, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { buildRoll, photo, uploadFrame, waitForScan } from '../scans/test-library.js';
import { tiff16Buffer } from '../scans/test-tiff.js';
import { zipFramesPrefix } from './build-zip.js';
import { imageDataHash, unzip } from './zip-test-support.js';

const dir = mkdtempSync(path.join(tmpdir(), 'filmlab-zip-rotation-'));

/** ExifTool's Orientation of each file, as a number. */
function orientations(files: Buffer[]): number[] {
  const paths = files.map((bytes, i) => {
    const file = path.join(dir, `entry-${i}`);
    writeFileSync(file, bytes);
    return file;
  });
  const read = JSON.parse(execFileSync('exiftool', ['-j', '-n', '-Orientation', ...paths], { encoding: 'utf8' }));
  return (read as Array<{ Orientation?: number }>).map((r) => r.Orientation ?? 1);
}

describe('a zip of frames the member turned', () => {
  let t: TestApp;
  let member: { id: number; token: string };
  let rollId: number;
  const uploaded = new Map<string, { scanId: number; bytes: Buffer }>();

  beforeAll(async () => {
    t = await createTestApp();
    const made = await buildUser(t.database.db, { config: t.config });
    member = { id: made.user.id, token: made.token };
    const roll = await buildRoll(t.database.db, member.id, { brand: 'Kodak', model: 'Ektar 100' });
    rollId = roll.id;
    const files = [
      ['image/jpeg', await photo(1)],
      ['image/png', await photo(2, 'png', 60, 40)],
      ['image/tiff', await tiff16Buffer(60, 40, 3)],
    ] as const;
    for (const [fileType, bytes] of files) {
      const { scanId } = await uploadFrame(t, { token: member.token, userId: member.id, roll, bytes, fileType });
      await waitForScan(t.database.db, scanId);
      const turned = await t.app.inject({
        method: 'PUT',
        url: `/api/users/${member.id}/scans/${scanId}/rotate/90`,
        headers: bearer(member.token),
      });
      expect(turned.statusCode, turned.body).toBe(200);
      await waitForScan(t.database.db, scanId);
      uploaded.set(fileType, { scanId, bytes });
    }
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('holds each frame turned as the member sees it: JPEG and TIFF by their Orientation, their data as stored; PNG redrawn', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/users/${member.id}/zip-downloads`,
      headers: bearer(member.token),
      payload: { rollId },
    });
    expect(made.statusCode, made.body).toBe(202);
    const zipId = made.json().zipDownload.id as number;
    const deadline = Date.now() + 30_000;
    let zip;
    do {
      await new Promise((resolve) => setTimeout(resolve, 100));
      zip = (
        await t.app.inject({ url: `/api/users/${member.id}/zip-downloads/${zipId}`, headers: bearer(member.token) })
      ).json().zipDownload;
      if (Date.now() > deadline) throw new Error(`zip is ${zip.status}`);
    } while (zip.status !== 'DONE' && zip.status !== 'FAILED');
    expect(zip.status).toBe('DONE');
    const entries = await unzip((await t.app.inject(zip.downloadUrl)).rawPayload);
    const byType = (extension: string) => entries.find((entry) => entry.name.endsWith(extension))!.data;
    const [jpeg, png, tiff] = [byType('.jpg'), byType('.png'), byType('.tif')];

    expect(orientations([jpeg, tiff])).toEqual([6, 6]);
    expect(imageDataHash(jpeg)).toBe(imageDataHash(uploaded.get('image/jpeg')!.bytes));
    const storedTiff = uploaded.get('image/tiff')!.bytes;
    expect(tiff.subarray(8, storedTiff.length).equals(storedTiff.subarray(8))).toBe(true);

    const original = uploaded.get('image/png')!.bytes;
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 40, height: 60 });
    const expected = await sharp(original).rotate(90).raw().toBuffer();
    expect((await sharp(png).raw().toBuffer()).equals(expected)).toBe(true);

    // The redrawn PNG is the zip's own file, and goes when the zip does; the stored frames stay.
    const [row] = await t.database.db.select().from(zipDownloads).where(eq(zipDownloads.id, zipId));
    const store = createLocalBlobStore({
      root: path.join(t.config.dataDir, 'blobs'),
      publicUrl: t.config.publicUrl,
      secret: t.config.authSecret,
    });
    const pngKey = `${zipFramesPrefix(row!.fileKey!)}${uploaded.get('image/png')!.scanId}.png`;
    expect(await store.get(pngKey)).not.toBeNull();
    await t.database.db
      .update(zipDownloads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(zipDownloads.id, zipId));
    await t.database.db.insert(jobs).values({ type: JOB_TYPES.expireZips, payload: {} });
    while ((await store.get(pngKey)) !== null) {
      if (Date.now() > deadline + 20_000) throw new Error('the zip’s own PNG was not removed');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const stored = await t.database.db
      .select({ key: scans.hiResKey })
      .from(scans)
      .where(
        inArray(
          scans.id,
          [...uploaded.values()].map((u) => u.scanId),
        ),
      );
    for (const { key } of stored) expect(await store.get(key!)).not.toBeNull();
  });
});
