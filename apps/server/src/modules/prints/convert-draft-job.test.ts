// Print drafts are decoded in the job queue, one at a time per process, never in the request: the
// convert call checks the header, sends the job and waits for it; a file the job cannot decode (or
// one replaced since the check) is refused with a 415 from the convert call or the next read.
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlobStore } from '../../adapters/blobs/create-blob-store.js';
import { jobs } from '../../db/schema/jobs.js';
import { printDrafts } from '../../db/schema/prints.js';
import { seedPrintOffers } from '../../db/seed/catalogue.js';
import { JOB_TYPES } from '../../jobs/job-types.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { api, customer } from '../orders/order-test-helpers.js';
import { decodeDraft, oneDecodeAtATime } from './convert-draft-job.js';
import { pngClaiming } from './test-png.js';

type Person = { id: number; token: string };

const goodJpeg = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

describe('print drafts decoded in the job queue', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  const local = (url: string) => url.replace(t.config.publicUrl, '');

  beforeAll(async () => {
    t = await createTestApp();
    call = api(t);
    await seedPrintOffers(t.database.db);
  });
  afterAll(() => t.close());

  async function upload(who: Person, name: string, file: Buffer) {
    const link = await call('GET', `/prints/drafts/link?name=${encodeURIComponent(name)}`, who.token);
    expect(link.statusCode, link.body).toBe(200);
    const { draft, upload: to } = link.json() as {
      draft: { draftId: string };
      upload: { url: string; headers: Record<string, string> };
    };
    const put = await t.app.inject({ method: 'PUT', url: local(to.url), headers: to.headers, payload: file });
    expect(put.statusCode, put.body).toBeLessThan(300);
    /** The same upload link used again, with other bytes. */
    const replace = async (other: Buffer) => {
      const again = await t.app.inject({ method: 'PUT', url: local(to.url), headers: to.headers, payload: other });
      expect(again.statusCode, again.body).toBeLessThan(300);
    };
    return { draftId: draft.draftId, replace };
  }
  const convert = (who: Person, draftId: string) => call('PUT', `/prints/drafts/${draftId}/convert-draft`, who.token);
  const draftRow = async (draftId: string) =>
    (await t.database.db.select().from(printDrafts).where(eq(printDrafts.draftId, draftId)))[0];
  const jobsOf = (draftId: string) =>
    t.database.db
      .select({ state: jobs.state })
      .from(jobs)
      .where(and(eq(jobs.type, JOB_TYPES.convertPrintDraft), eq(jobs.singletonKey, draftId)));

  it('converts through a job of the queue, and converting again answers the same draft', async () => {
    const who = await customer(t);
    const { draftId } = await upload(who, 'photo.jpg', await goodJpeg());
    const res = await convert(who, draftId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().draft).toMatchObject({ converted: true, width: 300, height: 200 });
    // The call answers once the draft is written; the queue marks its job done a moment later.
    await expect.poll(() => jobsOf(draftId)).toEqual([{ state: 'completed' }]);
    expect((await convert(who, draftId)).json().draft.jpegUrl).toBe(res.json().draft.jpegUrl);
    expect(await jobsOf(draftId)).toHaveLength(1);
  });

  it('refuses with a 415 a file whose header reads and whose pixels do not, and deletes it', async () => {
    const who = await customer(t);
    const { draftId } = await upload(who, 'broken.png', pngClaiming(64, 64, 10));
    const res = await convert(who, draftId);
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json().errors).toEqual(['file: must be a JPEG, PNG or TIFF image']);
    // The call answers once the draft is written; the queue marks its job done a moment later.
    await expect.poll(() => jobsOf(draftId)).toEqual([{ state: 'completed' }]);
    expect(await draftRow(draftId)).toBeUndefined();
    expect((await call('GET', `/prints/drafts/${draftId}`, who.token)).statusCode).toBe(404);
  });

  it('refuses a file replaced after the convert call checked it, and says so when the draft is read', async () => {
    const who = await customer(t);
    const good = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#808080' } })
      .png()
      .toBuffer();
    const { draftId, replace } = await upload(who, 'swap.png', good);
    const row = (await draftRow(draftId))!;
    // The convert call's check saw the good file; before its job ran, the link was used again.
    await replace(pngClaiming(64, 64, 10));
    const blobs = createBlobStore(t.config);
    await decodeDraft({ db: t.database.db, blobs }, draftId);
    expect((await draftRow(draftId))!.conversionFailedAt).not.toBeNull();
    expect(await blobs.get(row.fileKey)).toBeNull();
    const read = await call('GET', `/prints/drafts/${draftId}`, who.token);
    expect(read.statusCode, read.body).toBe(415);
    expect(read.json().message).toMatch(/not a JPEG, PNG or TIFF image/);
    expect((await call('GET', `/prints/drafts/${draftId}`, who.token)).statusCode).toBe(404);
  });

  it('decodes one draft at a time in a process, whatever runs at once', async () => {
    let running = 0;
    let most = 0;
    const work = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running -= 1;
    };
    const failing = oneDecodeAtATime(async () => {
      throw new Error('damaged');
    });
    await Promise.all([oneDecodeAtATime(work), oneDecodeAtATime(work), failing.catch(() => 0), oneDecodeAtATime(work)]);
    expect(most).toBe(1);
    await expect(failing).rejects.toThrow('damaged');
  });
});
