import { createHash } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBlobStore } from '../../adapters/blobs/local-blob-store.js';
import { scans } from '../../db/schema/scans.js';
import { bearer, buildUser } from '../../test/factories.js';
import { LAB_IDENTITY } from '../../test/rows-lab.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { buildRoll, uploadFrame, waitForScan } from '../scans/test-library.js';
import { tiff16Buffer } from '../scans/test-tiff.js';
import { imageData } from './film-data-test-helpers.js';

describe('a frame downloaded from a share link', () => {
  let t: TestApp;
  let member: { id: number; token: string };
  let scanId: number;
  let rollId: number;

  beforeAll(async () => {
    // No per-process copies of the library: a test below gives the frame a TIFF master in the table.
    t = await createTestApp({ LAB_NAME: 'Grain & Co', LIBRARY_CACHE_MS: '0' });
    const made = await buildUser(t.database.db, { config: t.config });
    member = { id: made.user.id, token: made.token };
    const roll = await buildRoll(t.database.db, member.id, { brand: 'Ilford', model: 'HP5 Plus 400', process: 'BW' });
    rollId = roll.id;
    const bytes = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#556' } })
      .jpeg()
      .toBuffer();
    scanId = (await uploadFrame(t, { token: member.token, userId: member.id, roll, bytes })).scanId;
    await waitForScan(t.database.db, scanId);
    for (const [kind, name] of [
      ['tags', 'darkroom'],
      ['tags', 'winter'],
      ['locations', 'Brooklyn'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/users/${member.id}/film-rolls/${roll.id}/${kind}`,
        headers: bearer(member.token),
        payload: { name },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });
  afterAll(() => t?.close());

  it("carries the roll's data and, as the member chose, their tags and places in EXIF and XMP, and the same image data as the stored file", async () => {
    const made = await t.app.inject({
      url: `/api/users/${member.id}/scans/share?scanIds=${scanId}&allowDownload=true&includeDetails=true`,
      headers: bearer(member.token),
    });
    const code = made.json().share.url.split('/shared-scans/')[1];
    const link = (await t.app.inject(`/api/shared-scans/${code}/scans/${scanId}/download`)).json();
    expect(link.fileName).toBe('ilford-hp5-plus-400-frame-01.jpg');
    const file = await t.app.inject(link.url);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="ilford-hp5-plus-400-frame-01.jpg"');
    const bytes = file.rawPayload;

    const [row] = await t.database.db.select().from(scans).where(eq(scans.id, scanId));
    const store = createLocalBlobStore({
      root: path.join(t.config.dataDir, 'blobs'),
      publicUrl: t.config.publicUrl,
      secret: t.config.authSecret,
    });
    const stored = { rawPayload: (await store.get(row!.hiResKey!))! };
    expect(createHash('sha256').update(stored.rawPayload).digest('hex')).toBe(row!.sha256);
    expect(imageData(bytes)).toBe(imageData(stored.rawPayload));
    expect(bytes.equals(stored.rawPayload)).toBe(false);

    const read = await exifr.parse(bytes, { xmp: true, mergeOutput: false, userComment: true });
    expect(read.exif.ISO).toBe(400);
    expect(read.ifd0.ImageDescription).toBe('Ilford HP5 Plus 400, 35mm, BW, frame 1');
    expect(read.ifd0.Software).toBe('Grain & Co scan');
    // exifr reads XMP without a full XML parser and leaves entities as written: decode them here.
    const decoded = Object.fromEntries(
      Object.entries(read.AnalogExif as Record<string, unknown>).map(([k, v]) => [
        k,
        typeof v === 'string' ? v.replace(/&amp;/g, '&') : v,
      ]),
    );
    expect(bytes.toString('utf8')).toContain('AnalogExif:Lab="Grain &amp; Co"');
    expect(decoded).toMatchObject({
      Film: 'Ilford HP5 Plus 400',
      FilmMaker: 'Ilford',
      RollId: rollId,
      ExposureNumber: 1,
      DevelopProcess: 'BW',
      Lab: 'Grain & Co',
    });
    expect(read.filmlab.Format).toBe('35mm');
    expect([...read.dc.subject].sort()).toEqual(['darkroom', 'winter']);
    expect(read.Iptc4xmpCore.Location).toBe('Brooklyn');
    const comment = Buffer.from(Object.values(read.userComment as Record<string, number>)).toString('latin1');
    expect(comment).toMatch(
      /^ASCII\0\0\0Film: Ilford HP5 Plus 400; ISO: 400; Format: 35mm; Process: BW; Lab: Grain & Co; Roll: \d+; Frame: 1; Locations: Brooklyn; Tags: darkroom, winter$/,
    );
  });

  it('writes the lab’s name and time zone as staff saved them, not as the server was started', async () => {
    const staff = await buildUser(t.database.db, { config: t.config, role: 'ADMIN' });
    const saved = { ...LAB_IDENTITY, name: 'Silver Salt', timeZone: 'Asia/Tokyo' };
    const put = await t.app.inject({ method: 'PUT', url: '/api/lab', headers: bearer(staff.token), payload: saved });
    expect(put.statusCode, put.body).toBe(200);
    try {
      const made = await t.app.inject({
        url: `/api/users/${member.id}/scans/share?scanIds=${scanId}&allowDownload=true`,
        headers: bearer(member.token),
      });
      const code = made.json().share.url.split('/shared-scans/')[1];
      const link = (await t.app.inject(`/api/shared-scans/${code}/scans/${scanId}/download`)).json();
      const read = await exifr.parse((await t.app.inject(link.url)).rawPayload, { mergeOutput: false });
      expect(read.ifd0.Software).toBe('Silver Salt scan');
      expect(read.exif.OffsetTime).toBe('+09:00');
    } finally {
      const back = { ...LAB_IDENTITY, name: 'Grain & Co' };
      expect(
        (await t.app.inject({ method: 'PUT', url: '/api/lab', headers: bearer(staff.token), payload: back }))
          .statusCode,
      ).toBe(200);
    }
  });

  it("leaves the member's tags, places and notes out of a visitor's file unless the member included them", async () => {
    const made = await t.app.inject({
      url: `/api/users/${member.id}/scans/share?scanIds=${scanId}&allowDownload=true`,
      headers: bearer(member.token),
    });
    expect(made.json().share).toMatchObject({ allowDownload: true, includeDetails: false });
    const code = made.json().share.url.split('/shared-scans/')[1];
    const link = (await t.app.inject(`/api/shared-scans/${code}/scans/${scanId}/download`)).json();
    expect(link.url).toContain('only=film');
    const bytes = (await t.app.inject(link.url)).rawPayload;
    const read = await exifr.parse(bytes, { xmp: true, mergeOutput: false, userComment: true });
    // The film data is there...
    expect(read.exif.ISO).toBe(400);
    expect(read.AnalogExif.Film).toBe('Ilford HP5 Plus 400');
    // ...the member's own words are not, anywhere in the file.
    expect(read.dc?.subject).toBeUndefined();
    expect(read.Iptc4xmpCore).toBeUndefined();
    for (const word of ['darkroom', 'winter', 'Brooklyn', 'Tags:', 'Locations:']) {
      expect(bytes.includes(Buffer.from(word)), word).toBe(false);
    }
    // The scope is signed with the link: dropping it does not widen the file.
    const widened = link.url.replace('only=film&', '');
    expect((await t.app.inject(widened)).statusCode).toBe(403);
  });

  it("gives the member's gallery the same film data in its hi-res download link", async () => {
    const detail = await t.app.inject({
      url: `/api/users/${member.id}/scans/${scanId}`,
      headers: bearer(member.token),
    });
    const hiRes = detail.json().scan.files.hiRes as string;
    expect(hiRes).toMatch(/^\/api\/scan-files\/\d+\/ilford-hp5-plus-400-frame-01\.jpg\?exp=\d+&sig=/);
    const read = await exifr.parse((await t.app.inject(hiRes)).rawPayload, { xmp: true, mergeOutput: false });
    expect(read.exif.ISO).toBe(400);
    expect(read.AnalogExif.ExposureNumber).toBe(1);
  });

  it("turns the member's and the visitor's download as the member turned the frame, image data unchanged", async () => {
    const turned = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${member.id}/scans/${scanId}/rotate/270`,
      headers: bearer(member.token),
    });
    expect(turned.statusCode, turned.body).toBe(200);
    const detail = await t.app.inject({
      url: `/api/users/${member.id}/scans/${scanId}`,
      headers: bearer(member.token),
    });
    const own = (await t.app.inject(detail.json().scan.files.hiRes as string)).rawPayload;
    const made = await t.app.inject({
      url: `/api/users/${member.id}/scans/share?scanIds=${scanId}&allowDownload=true`,
      headers: bearer(member.token),
    });
    const code = made.json().share.url.split('/shared-scans/')[1];
    const link = (await t.app.inject(`/api/shared-scans/${code}/scans/${scanId}/download`)).json();
    const visitors = (await t.app.inject(link.url)).rawPayload;
    for (const file of [own, visitors]) {
      // The stored file has no Orientation: 270 degrees clockwise is Exif's 8.
      expect((await sharp(file).metadata()).orientation).toBe(8);
      expect(imageData(file)).toBe(imageData(own));
    }
    const [row] = await t.database.db.select().from(scans).where(eq(scans.id, scanId));
    const store = createLocalBlobStore({
      root: path.join(t.config.dataDir, 'blobs'),
      publicUrl: t.config.publicUrl,
      secret: t.config.authSecret,
    });
    expect(imageData(own)).toBe(imageData((await store.get(row!.hiResKey!))!));
  });

  it("gives the scan list and a write's answer the same turned file links, never the stored file's", async () => {
    const [roll] = await t.database.db.select({ id: scans.filmRollId }).from(scans).where(eq(scans.id, scanId));
    const list = await t.app.inject({
      url: `/api/users/${member.id}/scans?filmRollId=${roll!.id}`,
      headers: bearer(member.token),
    });
    expect(list.statusCode, list.body).toBe(200);
    const listed = (list.json().scans as Array<{ id: number; files: { hiRes: string } }>).find((s) => s.id === scanId)!;
    expect(listed.files.hiRes).toMatch(/^\/api\/scan-files\/\d+\/[a-z0-9-]*frame-01\.jpg\?exp=\d+&sig=/);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${member.id}/scans/${scanId}`,
      headers: bearer(member.token),
      payload: { description: 'the pier' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    for (const link of [listed.files.hiRes, renamed.json().scan.files.hiRes as string]) {
      const file = (await t.app.inject(link)).rawPayload;
      expect((await sharp(file).metadata()).orientation).toBe(8);
    }
  });

  it("turns the unlocked TIFF master's download too, through a link of its own", async () => {
    const store = createLocalBlobStore({
      root: path.join(t.config.dataDir, 'blobs'),
      publicUrl: t.config.publicUrl,
      secret: t.config.authSecret,
    });
    const master = await tiff16Buffer(30, 20);
    await store.put(`masters/${scanId}.tif`, master, 'image/tiff');
    await t.database.db
      .update(scans)
      .set({ tiffKey: `masters/${scanId}.tif`, unlockedAt: new Date() })
      .where(eq(scans.id, scanId));
    const detail = await t.app.inject({
      url: `/api/users/${member.id}/scans/${scanId}`,
      headers: bearer(member.token),
    });
    const link = detail.json().scan.files.tiff as string;
    expect(link).toMatch(/^\/api\/scan-files\/\d+\/ilford-hp5-plus-400-frame-01\.tif\?exp=\d+&file=tiff&sig=/);
    const file = await t.app.inject(link);
    expect(file.headers['content-type']).toBe('image/tiff');
    expect((await sharp(file.rawPayload).metadata()).orientation).toBe(8);
    expect(file.rawPayload.subarray(8, master.length).equals(master.subarray(8))).toBe(true);
    // The hi-res link's signature does not open the master.
    expect((await t.app.inject(link.replace('file=tiff&', ''))).statusCode).toBe(403);
  });

  it('signs the file name with the link: the same link under another name is refused', async () => {
    const detail = await t.app.inject({
      url: `/api/users/${member.id}/scans/${scanId}`,
      headers: bearer(member.token),
    });
    const link = detail.json().scan.files.hiRes as string;
    expect((await t.app.inject(link)).statusCode).toBe(200);
    const renamed = link.replace('ilford-hp5-plus-400-frame-01.jpg', 'ilford-hp5-plus-400-frame-02.jpg');
    expect(renamed).not.toBe(link);
    const res = await t.app.inject(renamed);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual(['sig: is invalid or expired']);
  });

  it('refuses a link whose signature was changed', async () => {
    const res = await t.app.inject(
      `/api/scan-files/${scanId}/x.jpg?exp=${Math.floor(Date.now() / 1000) + 60}&sig=forged`,
    );
    expect(res.statusCode).toBe(403);
  });
});
