import path from 'node:path';
import { ZIP_DOWNLOADS_AT_ONCE } from '@filmlab/domain';
import { eq } from 'drizzle-orm';
import exifr from 'exifr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBlobStore } from '../../adapters/blobs/local-blob-store.js';
import { createEventBus } from '../../adapters/events/create-event-bus.js';
import type { EventBus } from '../../adapters/events/event-bus.js';
import { createMemoryEventBus } from '../../adapters/events/memory-event-bus.js';
import { zipDownloads } from '../../db/schema/downloads.js';
import { jobs } from '../../db/schema/jobs.js';
import { scans } from '../../db/schema/scans.js';
import { JOB_TYPES } from '../../jobs/job-types.js';
import { bearer, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { USER_EVENTS_CHANNEL } from '../live-feed/user-events.js';
import { buildRoll, photo, uploadFrame, waitForScan, type TestRoll } from '../scans/test-library.js';
import { imageDataHash, unzip } from './zip-test-support.js';

type Person = { id: number; token: string };
const onPostgres = process.env.TEST_DB === 'postgres';

async function person(t: TestApp): Promise<Person> {
  const made = await buildUser(t.database.db, { config: t.config });
  return { id: made.user.id, token: made.token };
}

function start(t: TestApp, who: Person, body: object, userId = who.id) {
  return t.app.inject({
    method: 'POST',
    url: `/api/users/${userId}/zip-downloads`,
    headers: bearer(who.token),
    payload: body,
  });
}

async function waitForZip(t: TestApp, who: Person, zipId: number) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await t.app.inject({ url: `/api/users/${who.id}/zip-downloads/${zipId}`, headers: bearer(who.token) });
    const zip = res.json().zipDownload;
    if (zip.status === 'DONE' || zip.status === 'FAILED') return zip;
    if (Date.now() > deadline) throw new Error(`zip ${zipId} is ${zip.status} after 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('zip downloads', () => {
  let t: TestApp;
  let member: Person;
  let stranger: Person;
  let roll: TestRoll;
  let secondRoll: TestRoll;
  let frames: number[];
  /** Where the test listens: on PostgreSQL a bus of its own (LISTEN on another connection, as another process would). */
  let listener: EventBus;
  const events: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    const bus = onPostgres ? undefined : createMemoryEventBus();
    t = await createTestApp({ LAB_NAME: 'Grain & Co' }, bus ? { events: bus } : undefined);
    listener = bus ?? createEventBus(t.database);
    listener.subscribe(USER_EVENTS_CHANNEL, (payload) => events.push(payload as Record<string, unknown>));
    await listener.ready();
    member = await person(t);
    stranger = await person(t);
    roll = await buildRoll(t.database.db, member.id, { brand: 'Ilford', model: 'HP5 Plus 400', process: 'BW' });
    // A second roll of the same pick-up, so the pick-up's zip has two folders.
    secondRoll = await buildRoll(t.database.db, member.id, { model: 'Gold 200', name: 'Summer: "beach"' });
    frames = [];
    for (const [i, target] of [roll, roll, roll, secondRoll].entries()) {
      const { scanId } = await uploadFrame(t, {
        token: member.token,
        userId: member.id,
        roll: target,
        bytes: await photo(i + 1),
      });
      await waitForScan(t.database.db, scanId);
      frames.push(scanId);
    }
    const tag = await t.app.inject({
      method: 'POST',
      url: `/api/users/${member.id}/film-rolls/${roll.id}/tags`,
      headers: bearer(member.token),
      payload: { name: 'darkroom' },
    });
    expect(tag.statusCode, tag.body).toBe(201);
  });
  afterAll(async () => {
    if (onPostgres) await listener?.close();
    await t?.close();
  });

  it("refuses another customer the member's roll, pick-up, scans and zips", async () => {
    expect((await start(t, stranger, { rollId: roll.id }, member.id)).statusCode).toBe(403);
    // Through their own account, the member's things do not exist for them.
    for (const body of [{ rollId: roll.id }, { pickUpId: roll.pickUpId }, { scanIds: [frames[0]] }]) {
      const res = await start(t, stranger, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
    }
    const made = await start(t, member, { rollId: roll.id });
    expect(made.statusCode, made.body).toBe(202);
    const zipId = made.json().zipDownload.id;
    const peek = await t.app.inject({
      url: `/api/users/${stranger.id}/zip-downloads/${zipId}`,
      headers: bearer(stranger.token),
    });
    expect(peek.statusCode).toBe(404);
    await waitForZip(t, member, zipId);
  });

  it('says which field is wrong', async () => {
    const both = await start(t, member, { rollId: roll.id, pickUpId: roll.pickUpId });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors[0]).toMatch(/^rollId: give exactly one of pickUpId, rollId or scanIds$/);
    const none = await start(t, member, {});
    expect(none.statusCode).toBe(400);
  });

  it("zips a roll: one folder, exactly the roll's frames, stored, each JPEG carrying the film data and the same image data", async () => {
    const before = events.length;
    const made = await start(t, member, { rollId: roll.id });
    expect(made.statusCode, made.body).toBe(202);
    expect(made.json().zipDownload).toMatchObject({ status: 'QUEUED', frameCount: 3, kind: 'ROLL' });
    const zip = await waitForZip(t, member, made.json().zipDownload.id);
    expect(zip.status).toBe('DONE');
    expect(zip.fileName).toBe(`roll-${roll.id}-ilford-hp5-plus-400.zip`);
    const file = await t.app.inject(zip.downloadUrl);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['accept-ranges']).toBe('bytes');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${zip.fileName}"`);
    expect(Number(file.headers['content-length'])).toBe(zip.sizeBytes);

    const entries = await unzip(file.rawPayload);
    const folder = `Roll ${roll.id} - Ilford HP5 Plus 400`;
    expect(entries.map((entry) => entry.name)).toEqual([
      `${folder}/ilford-hp5-plus-400-frame-01.jpg`,
      `${folder}/ilford-hp5-plus-400-frame-02.jpg`,
      `${folder}/ilford-hp5-plus-400-frame-03.jpg`,
    ]);
    expect(entries.every((entry) => entry.method === 0)).toBe(true);

    const store = createLocalBlobStore({
      root: path.join(t.config.dataDir, 'blobs'),
      secret: t.config.authSecret,
    });
    for (const [i, entry] of entries.entries()) {
      const [row] = await t.database.db.select().from(scans).where(eq(scans.id, frames[i]!));
      const stored = (await store.get(row!.hiResKey!))!;
      expect(imageDataHash(entry.data)).toBe(imageDataHash(stored));
      expect(entry.data.equals(stored)).toBe(false);
      const read = await exifr.parse(entry.data, { xmp: true, mergeOutput: false });
      expect(read.exif.ISO).toBe(400);
      expect(read.ifd0.ImageDescription).toBe(`Ilford HP5 Plus 400, 35mm, BW, frame ${i + 1}`);
      expect(read.AnalogExif).toMatchObject({ Film: 'Ilford HP5 Plus 400', RollId: roll.id, ExposureNumber: i + 1 });
      expect([read.dc.subject].flat()).toEqual(['darkroom']);
    }

    // Progress went out on the user's channel: queued, running, done at 100, never backwards.
    const mine = events
      .slice(before)
      .filter((e) => e.userId === member.id)
      .map((e) => e.event as { zipDownloadId: number; status: string; progress: number; type: string })
      .filter((e) => e.zipDownloadId === zip.id);
    expect(mine[0]).toMatchObject({ type: 'zip-download', status: 'QUEUED', progress: 0 });
    expect(mine.some((e) => e.status === 'RUNNING')).toBe(true);
    expect(mine.at(-1)).toMatchObject({ status: 'DONE', progress: 100 });
    const progress = mine.map((e) => e.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it("zips a pick-up in a folder per roll, and a selection in its frames' folders", async () => {
    const pickUp = await start(t, member, { pickUpId: secondRoll.pickUpId });
    expect(pickUp.statusCode, pickUp.body).toBe(202);
    const pickUpZip = await waitForZip(t, member, pickUp.json().zipDownload.id);
    const names = (await unzip((await t.app.inject(pickUpZip.downloadUrl)).rawPayload)).map((e) => e.name);
    // The roll's own name goes in its folder, with the characters no file system takes replaced.
    expect(names).toEqual([`Roll ${secondRoll.id} - Summer- -beach- - Kodak Gold 200/kodak-gold-200-frame-01.jpg`]);

    const selection = await start(t, member, { scanIds: [frames[3], frames[1]] });
    const selectionZip = await waitForZip(t, member, selection.json().zipDownload.id);
    const picked = (await unzip((await t.app.inject(selectionZip.downloadUrl)).rawPayload)).map((e) => e.name);
    expect(picked).toEqual([
      `Roll ${roll.id} - Ilford HP5 Plus 400/ilford-hp5-plus-400-frame-02.jpg`,
      `Roll ${secondRoll.id} - Summer- -beach- - Kodak Gold 200/kodak-gold-200-frame-01.jpg`,
    ]);
  });

  it('serves byte ranges, so a broken download resumes: 206 with Content-Range, 416 outside the file', async () => {
    const made = await start(t, member, { rollId: roll.id });
    const zip = await waitForZip(t, member, made.json().zipDownload.id);
    const whole = (await t.app.inject(zip.downloadUrl)).rawPayload;
    const size = whole.length;

    const part = await t.app.inject({ url: zip.downloadUrl, headers: { range: 'bytes=100-' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-${size - 1}/${size}`);
    expect(part.rawPayload.equals(whole.subarray(100))).toBe(true);

    const middle = await t.app.inject({ url: zip.downloadUrl, headers: { range: 'bytes=10-19' } });
    expect(middle.statusCode).toBe(206);
    expect(middle.rawPayload.equals(whole.subarray(10, 20))).toBe(true);
    const tail = await t.app.inject({ url: zip.downloadUrl, headers: { range: 'bytes=-22' } });
    expect(tail.rawPayload.equals(whole.subarray(size - 22))).toBe(true);

    const outside = await t.app.inject({ url: zip.downloadUrl, headers: { range: `bytes=${size}-` } });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${size}`);

    // Resuming with the validator of the first answer works; a stale one gets the whole file.
    const etag = String(part.headers.etag);
    const resumed = await t.app.inject({ url: zip.downloadUrl, headers: { range: 'bytes=5-', 'if-range': etag } });
    expect(resumed.statusCode).toBe(206);
    const stale = await t.app.inject({ url: zip.downloadUrl, headers: { range: 'bytes=5-', 'if-range': '"old"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(size);

    const forged = await t.app.inject(zip.downloadUrl.replace(/sig=[^&]+/, 'sig=forged'));
    expect(forged.statusCode).toBe(403);
  });

  it('removes a zip past its lifetime: the link stops working and the list no longer shows it', async () => {
    const made = await start(t, member, { rollId: secondRoll.id });
    const zip = await waitForZip(t, member, made.json().zipDownload.id);
    await t.database.db
      .update(zipDownloads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(zipDownloads.id, zip.id));
    // The hourly job, run now.
    await t.database.db.insert(jobs).values({ type: JOB_TYPES.expireZips, payload: {} });
    const deadline = Date.now() + 20_000;
    while ((await t.app.inject(zip.downloadUrl)).statusCode !== 404) {
      if (Date.now() > deadline) throw new Error('the zip was not removed');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const list = await t.app.inject({ url: `/api/users/${member.id}/zip-downloads`, headers: bearer(member.token) });
    expect(list.json().zipDownloads.map((z: { id: number }) => z.id)).not.toContain(zip.id);
  });
});

describe(`at most ${ZIP_DOWNLOADS_AT_ONCE} zips at once`, () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('refuses the sixth with 429 and says why, even when they all arrive together', async () => {
    // No workers: the zips stay queued, as they would behind a long one.
    t = await createTestApp({ JOBS_CONCURRENCY: '0' });
    const member = await person(t);
    const roll = await buildRoll(t.database.db, member.id);
    await uploadFrame(t, { token: member.token, userId: member.id, roll, bytes: await photo(9) });
    const answers = await Promise.all(Array.from({ length: 8 }, () => start(t, member, { rollId: roll.id })));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429, 429]);
    const refused = answers.find((res) => res.statusCode === 429)!.json();
    expect(refused.message).toBe(
      'You already have 5 zip downloads being made. Wait for one to finish, then try again.',
    );
    // Another member is not held back by this one's zips.
    const other = await person(t);
    const otherRoll = await buildRoll(t.database.db, other.id);
    await uploadFrame(t, { token: other.token, userId: other.id, roll: otherRoll, bytes: await photo(10) });
    expect((await start(t, other, { rollId: otherRoll.id })).statusCode).toBe(202);
  });
});
