import { createHash } from 'node:crypto';
import path from 'node:path';
import { THUMBNAIL_MAX_SIDE_PX } from '@filmlab/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import { createLocalBlobStore } from '../../adapters/blobs/local-blob-store.js';
import { jobs } from '../../db/schema/jobs.js';
import { scans } from '../../db/schema/scans.js';
import { bearer, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { derivativesJob } from './derivatives-job.js';
import { tiff16Buffer } from './test-tiff.js';
import { buildRoll, photo, uploadFrame, waitForScan, type TestRoll } from './test-library.js';

describe('uploading scans', () => {
  let t: TestApp;
  let store: BlobStore;
  let member: { id: number; token: string };
  let roll: TestRoll;

  beforeAll(async () => {
    t = await createTestApp({ SCAN_MAX_MB: '2' });
    store = createLocalBlobStore({
      root: path.join(t.config.dataDir, 'blobs'),
      publicUrl: t.config.publicUrl,
      secret: t.config.authSecret,
    });
    const made = await buildUser(t.database.db, { config: t.config });
    member = { id: made.user.id, token: made.token };
    roll = await buildRoll(t.database.db, member.id);
  });
  afterAll(() => t.close());

  const row = async (scanId: number) => (await t.database.db.select().from(scans).where(eq(scans.id, scanId)))[0];
  const upload = (bytes: Buffer, fileType?: 'image/jpeg' | 'image/png' | 'image/tiff', name?: string) =>
    uploadFrame(t, { token: member.token, userId: member.id, roll, bytes, fileType, name });

  it('checks a JPEG, keeps it as uploaded, and makes the thumbnail, mid-res, WebP and placeholder in the background', async () => {
    const bytes = await photo(1, 'jpeg', 1800, 1200);
    const { scanId, put, finish } = await upload(bytes, 'image/jpeg', 'frame_01.jpg');
    expect(put.statusCode).toBe(200);
    expect(finish.statusCode, finish.body).toBe(200);
    expect(finish.json()).toMatchObject({
      scan: { id: scanId, status: 'PROCESSING', width: 1800, height: 1200, frame: 1 },
    });
    await waitForScan(t.database.db, scanId);

    const scan = (await row(scanId))!;
    expect(scan.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(scan.sizeBytes).toBe(bytes.length);
    expect(await store.get(scan.hiResKey!)).toEqual(bytes);
    const thumb = await sharp((await store.get(scan.thumbnailKey!))!).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', THUMBNAIL_MAX_SIDE_PX, 100]);
    const mid = await sharp((await store.get(scan.midResKey!))!).metadata();
    expect([mid.format, mid.width, mid.height]).toEqual(['jpeg', 1440, 960]);
    const optimized = await sharp((await store.get(scan.midResOptimizedKey!))!).metadata();
    expect([optimized.format, optimized.width]).toEqual(['webp', 1440]);
    expect(Buffer.from(scan.thumbhash!, 'base64').length).toBeGreaterThan(5);

    // The member's read links serve each file.
    const detail = await t.app.inject({
      url: `/api/users/${member.id}/scans/${scanId}`,
      headers: bearer(member.token),
    });
    expect(detail.statusCode, detail.body).toBe(200);
    // The TIFF master is there only once the frame is unlocked (tiff-unlocks.test.ts).
    const { tiff, ...files } = detail.json().scan.files as Record<string, string>;
    expect(tiff).toBeNull();
    for (const url of Object.values(files)) {
      expect((await t.app.inject(url.replace(t.config.publicUrl, ''))).statusCode).toBe(200);
    }
  });

  it('takes a PNG and a 16-bit TIFF, telling the type by content', async () => {
    const png = await upload(await photo(2, 'png'), 'image/png', 'frame_02.png');
    expect(png.finish.statusCode, png.finish.body).toBe(200);
    const tiff = await upload(await tiff16Buffer(600, 400, 3), 'image/tiff', 'frame_03.tif');
    expect(tiff.finish.statusCode, tiff.finish.body).toBe(200);
    expect(tiff.finish.json()).toMatchObject({ scan: { contentType: 'image/tiff', width: 600, height: 400 } });
    // A real image of another type than declared is refused: its file would be served as the wrong type.
    const misnamed = await upload(await tiff16Buffer(60, 40, 4), 'image/jpeg', 'frame_04.jpg');
    expect(misnamed.finish.statusCode).toBe(415);
    expect(misnamed.finish.json().errors).toEqual(['file: is image/tiff, not image/jpeg']);
    await waitForScan(t.database.db, png.scanId);
    await waitForScan(t.database.db, tiff.scanId);
    const thumb = await sharp((await store.get((await row(tiff.scanId))!.thumbnailKey!))!).metadata();
    expect([thumb.width, thumb.height]).toEqual([150, 100]);
  });

  it('refuses anything that is not a JPEG, PNG or TIFF by its content, whatever its name, and keeps nothing', async () => {
    const gif = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#c00' } })
      .gif()
      .toBuffer();
    const cases: Array<[string, Buffer, 'image/jpeg' | 'image/png' | 'image/tiff']> = [
      ['text named .jpg', Buffer.from('just some notes, saved as holiday.jpg'), 'image/jpeg'],
      ['a GIF sent as PNG', gif, 'image/png'],
      ['a program sent as TIFF', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0x90)]), 'image/tiff'],
      [
        'JPEG magic then garbage',
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]),
        'image/jpeg',
      ],
    ];
    for (const [name, bytes, fileType] of cases) {
      const { scanId, finish } = await upload(bytes, fileType, `${name}.jpg`);
      expect(finish.statusCode, name).toBe(415);
      expect(finish.json()).toEqual({
        message: 'This file is not a JPEG, PNG or TIFF image.',
        errors: ['file: must be a JPEG, PNG or TIFF image'],
      });
      expect(await row(scanId), name).toBeUndefined();
    }
  });

  it('reports the same frame twice in a roll instead of storing it again, but takes it in another roll', async () => {
    const bytes = await photo(4);
    const first = await upload(bytes, 'image/jpeg', 'first.jpg');
    expect(first.finish.statusCode).toBe(200);
    const firstFrame = (await row(first.scanId))!.position;
    const second = await upload(bytes, 'image/jpeg', 'again.jpg');
    expect(second.finish.statusCode).toBe(409);
    expect(second.finish.json()).toEqual({
      message: `This frame is already in the roll as frame ${firstFrame} (first.jpg).`,
      errors: [`file: is the same as frame ${firstFrame} (first.jpg)`],
    });
    expect(await row(second.scanId)).toBeUndefined();
    const sha = createHash('sha256').update(bytes).digest('hex');
    expect(await t.database.db.select().from(scans).where(eq(scans.sha256, sha))).toHaveLength(1);

    const otherRoll = await buildRoll(t.database.db, member.id);
    const elsewhere = await uploadFrame(t, { token: member.token, userId: member.id, roll: otherRoll, bytes });
    expect(elsewhere.finish.statusCode).toBe(200);
  });

  it('refuses a file over the size cap with 413, and a finish before any file was sent with 400', async () => {
    const big = Buffer.concat([await photo(5), Buffer.alloc(2 * 1024 * 1024, 1)]);
    const tooBig = await upload(big);
    expect(tooBig.finish.statusCode).toBe(413);
    expect(tooBig.finish.json().errors).toEqual([`file: must be at most ${2 * 1024 * 1024} bytes`]);
    expect(await row(tooBig.scanId)).toBeUndefined();

    const start = await t.app.inject({
      method: 'POST',
      url: `/api/users/${member.id}/pick-ups/${roll.pickUpId}/film-rolls/${roll.id}/scans?fileType=image/jpeg`,
      headers: bearer(member.token),
      payload: { filmRollId: roll.id, name: 'never sent.jpg' },
    });
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/users/${member.id}/scans/${start.json().scan.id}/finish-upload`,
      headers: bearer(member.token),
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual(['file: was not sent to the upload link']);
  });

  it('checks the path: the body names the same roll, and the pick-up is the roll’s', async () => {
    const url = (pickUpId: number) =>
      `/api/users/${member.id}/pick-ups/${pickUpId}/film-rolls/${roll.id}/scans?fileType=image/jpeg`;
    const mismatch = await t.app.inject({
      method: 'POST',
      url: url(roll.pickUpId),
      headers: bearer(member.token),
      payload: { filmRollId: roll.id + 1000, name: 'x.jpg' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual(['filmRollId: must be the roll of the path']);
    const wrongPickUp = await t.app.inject({
      method: 'POST',
      url: url(roll.pickUpId + 1000),
      headers: bearer(member.token),
      payload: { filmRollId: roll.id, name: 'x.jpg' },
    });
    expect(wrongPickUp.statusCode).toBe(404);
    const badType = await t.app.inject({
      method: 'POST',
      url: url(roll.pickUpId).replace('image/jpeg', 'image/gif'),
      headers: bearer(member.token),
      payload: { filmRollId: roll.id, name: 'x.gif' },
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().errors[0]).toMatch(/^fileType: /);
  });

  it('rotating a scan makes its derivatives again, turned, under new names, and drops the old files', async () => {
    const { scanId } = await upload(await photo(6, 'jpeg', 1200, 800), 'image/jpeg', 'turn.jpg');
    await waitForScan(t.database.db, scanId);
    const before = (await row(scanId))!;
    const rotate = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${member.id}/scans/${scanId}/rotate/90`,
      headers: bearer(member.token),
    });
    expect(rotate.statusCode, rotate.body).toBe(200);
    expect(rotate.json().scan).toMatchObject({ rotation: 90, status: 'PROCESSING', width: 800, height: 1200 });
    await waitForScan(t.database.db, scanId);

    const after = (await row(scanId))!;
    expect(after.derivativesVersion).toBe(before.derivativesVersion + 1);
    expect(after.hiResKey).toBe(before.hiResKey);
    for (const key of ['thumbnailKey', 'midResKey', 'midResOptimizedKey'] as const) {
      expect(after[key]).not.toBe(before[key]);
      // Old files go just after the scan points at the new ones.
      await expect.poll(() => store.get(before[key]!)).toBeNull();
    }
    const thumb = await sharp((await store.get(after.thumbnailKey!))!).metadata();
    expect([thumb.width, thumb.height]).toEqual([100, 150]);
    expect(after.thumbhash).not.toBe(before.thumbhash);

    // 270 more brings it back to 0.
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${member.id}/scans/${scanId}/rotate/270`,
      headers: bearer(member.token),
    });
    await waitForScan(t.database.db, scanId);
    expect((await row(scanId))!.rotation).toBe(0);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${member.id}/scans/${scanId}/rotate/45`,
      headers: bearer(member.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatch(/^degrees: /);
  });

  it('deletes a frame, and its files by a job', async () => {
    const { scanId } = await upload(await photo(7), 'image/jpeg', 'gone.jpg');
    await waitForScan(t.database.db, scanId);
    const scan = (await row(scanId))!;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${member.id}/pick-ups/${roll.pickUpId}/film-rolls/${roll.id}/scans/${scanId}`,
      headers: bearer(member.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await row(scanId)).toBeUndefined();
    const deleteJobs = async () =>
      (await t.database.db.select().from(jobs).where(eq(jobs.type, 'scans.delete-files'))).map((job) => job.state);
    await expect.poll(deleteJobs, { timeout: 10_000 }).toContain('completed');
    for (const key of [scan.hiResKey, scan.thumbnailKey, scan.midResKey, scan.midResOptimizedKey]) {
      expect(await store.get(key!)).toBeNull();
    }
  });

  it('names a frame by its number when the upload gives no name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/users/${member.id}/pick-ups/${roll.pickUpId}/film-rolls/${roll.id}/scans?fileType=image/png`,
      headers: bearer(member.token),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { scan, upload } = res.json();
    expect(scan.name).toBe(`Frame ${scan.frame}`);
    expect(upload).toMatchObject({ method: 'PUT', headers: { 'content-type': 'image/png' } });
  });

  it('marks a scan FAILED when its derivatives cannot be made on the last try, and tells the queue why', async () => {
    const { scanId } = await upload(await photo(8), 'image/jpeg', 'lost.jpg');
    await waitForScan(t.database.db, scanId);
    await store.delete((await row(scanId))!.hiResKey!);
    const job = derivativesJob({ db: t.database.db, blobs: store });
    const attempt = (n: number) =>
      job.run({ id: 0, payload: { scanId }, attempt: n, maxAttempts: 4, signal: new AbortController().signal });
    await expect(attempt(1)).rejects.toThrow();
    expect((await row(scanId))!.status).toBe('READY');
    await expect(attempt(4)).rejects.toThrow();
    expect((await row(scanId))!.status).toBe('FAILED');
  });
});
