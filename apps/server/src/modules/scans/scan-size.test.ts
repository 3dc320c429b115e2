import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import { createLocalBlobStore } from '../../adapters/blobs/local-blob-store.js';
import { scans } from '../../db/schema/scans.js';
import { bearer, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { buildRoll, photo, uploadFrame, waitForScan, type TestRoll } from './test-library.js';

/** A 300 x 200 frame as the camera stored it, with an EXIF Orientation tag telling how to show it. */
async function orientedJpeg(orientation: number, seed: number): Promise<Buffer> {
  return sharp(await photo(seed, 'jpeg', 300, 200))
    .withMetadata({ orientation })
    .jpeg()
    .toBuffer();
}

describe('the size of a scan as the frame is seen', () => {
  let t: TestApp;
  let store: BlobStore;
  let member: { id: number; token: string };
  let roll: TestRoll;

  beforeAll(async () => {
    t = await createTestApp();
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

  const scanOf = async (scanId: number) =>
    (await t.app.inject({ url: `/api/users/${member.id}/scans/${scanId}`, headers: bearer(member.token) })).json()
      .scan as { width: number; height: number; rotation: number };
  const midResSize = async (scanId: number) => {
    const [row] = await t.database.db.select().from(scans).where(eq(scans.id, scanId));
    const meta = await sharp((await store.get(row!.midResKey!))!).metadata();
    return { width: meta.width, height: meta.height };
  };

  // Orientations 5 to 8 turn the frame a quarter: a 300 x 200 file is a 200 x 300 picture.
  it.each([
    [1, 300, 200],
    [2, 300, 200],
    [3, 300, 200],
    [4, 300, 200],
    [5, 200, 300],
    [6, 200, 300],
    [7, 200, 300],
    [8, 200, 300],
  ])('EXIF orientation %i is reported %i x %i, the size of its derivatives', async (orientation, width, height) => {
    const { scanId, finish } = await uploadFrame(t, {
      token: member.token,
      userId: member.id,
      roll,
      bytes: await orientedJpeg(orientation, 20 + orientation),
      name: `oriented-${orientation}.jpg`,
    });
    expect(finish.statusCode, finish.body).toBe(200);
    expect(finish.json().scan).toMatchObject({ width, height });
    await waitForScan(t.database.db, scanId);
    expect(await scanOf(scanId)).toMatchObject({ width, height });
    expect(await midResSize(scanId)).toEqual({ width, height });
  });

  it('a member’s quarter turn comes on top of the EXIF orientation, in the answer, the library and the files', async () => {
    const { scanId } = await uploadFrame(t, {
      token: member.token,
      userId: member.id,
      roll,
      bytes: await orientedJpeg(6, 40),
      name: 'turned.jpg',
    });
    await waitForScan(t.database.db, scanId);
    const rotate = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${member.id}/scans/${scanId}/rotate/90`,
      headers: bearer(member.token),
    });
    expect(rotate.statusCode, rotate.body).toBe(200);
    expect(rotate.json().scan).toMatchObject({ rotation: 90, width: 300, height: 200 });
    await waitForScan(t.database.db, scanId);
    expect(await scanOf(scanId)).toMatchObject({ width: 300, height: 200 });
    expect(await midResSize(scanId)).toEqual({ width: 300, height: 200 });
    const list = await t.app.inject({ url: `/api/users/${member.id}/scans`, headers: bearer(member.token) });
    expect(list.statusCode, list.body).toBe(200);
    const listed = (list.json().scans as Array<{ id: number; width: number; height: number }>).find(
      (scan) => scan.id === scanId,
    );
    expect(listed).toMatchObject({ width: 300, height: 200 });
  });
});
