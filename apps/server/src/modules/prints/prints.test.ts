import { print4x6Price } from '@filmlab/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/mail.js';
import { orders } from '../../db/schema/orders.js';
import { printDrafts } from '../../db/schema/prints.js';
import { shipments } from '../../db/schema/shipments.js';
import { seedPrintOffers } from '../../db/seed/catalogue.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { NYC, admin, api, customer } from '../orders/order-test-helpers.js';
import { buildRoll, insertFrames } from '../scans/test-library.js';
import { tiff16Buffer } from '../scans/test-tiff.js';
import { pngClaiming } from './test-png.js';

type Person = { id: number; token: string; email: string };
type PrintJob = { id: number; orderId: number; customer: { id: number; name: string; email: string } };

/** The profile's text (its description is UTF-16 in lcms profiles): NULs dropped. */
const profileName = (icc: Buffer | undefined) => (icc ? icc.toString('latin1').replaceAll('\0', '') : '');

/** A 16-bit PNG in Display P3 (a wide-gamut profile a print must keep). */
const p3Png = (width = 600, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 40 } } })
    .toColourspace('rgb16')
    .withIccProfile('p3')
    .png()
    .toBuffer();

describe('prints', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let staff: { id: number; token: string };
  const local = (url: string) => url.replace(t.config.publicUrl, '');

  beforeAll(async () => {
    t = await createTestApp();
    call = api(t);
    await seedPrintOffers(t.database.db);
    staff = await admin(t);
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
    return draft.draftId;
  }
  const convert = (who: Person, draftId: string) =>
    call('PUT', `/prints/drafts/${draftId}/convert-draft?name=photo.png`, who.token);
  const download = async (url: string) => (await t.app.inject({ method: 'GET', url: local(url) })).rawPayload;

  it('lists the fine-art papers and the sizes with their prices', async () => {
    const res = await call('GET', '/prints/papers');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.papers.map((p: { name: string }) => p.name)).toContain('Hahnemühle Photo Rag 308');
    expect(body.sizes.map((s: { name: string }) => s.name)).toEqual(['8x10', '11x14', '12x18', '16x20', '20x30']);
    expect(body.small).toMatchObject({
      name: '4x6',
      price: print4x6Price('NON_MEMBER'),
      memberPrice: print4x6Price('NICE_2025'),
    });
  });

  it('converts a 16-bit P3 PNG to a print-ready JPEG that keeps the P3 profile and its colour', async () => {
    const who = await customer(t);
    const source = await p3Png();
    const draftId = await upload(who, 'wide.png', source);
    const res = await convert(who, draftId);
    expect(res.statusCode, res.body).toBe(200);
    const draft = res.json().draft;
    expect(draft).toMatchObject({ converted: true, width: 600, height: 400, colourProfile: 'kept' });
    const jpeg = await download(draft.jpegUrl);
    const meta = await sharp(jpeg).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.density).toBe(300);
    expect(meta.icc?.equals((await sharp(source).metadata()).icc!)).toBe(true);
    // Read through its profile, the JPEG shows the red the file was made with (200, 30, 40 in sRGB).
    const pixel = await sharp(jpeg).toColourspace('srgb').raw().toBuffer();
    [200, 30, 40].forEach((value, i) => expect(Math.abs(pixel[i]! - value)).toBeLessThanOrEqual(3));
  });

  it('gives a 16-bit TIFF without a profile the sRGB profile, never none', async () => {
    const who = await customer(t);
    const draftId = await upload(who, 'scan.tif', await tiff16Buffer(320, 240));
    const res = await convert(who, draftId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().draft).toMatchObject({ width: 320, height: 240, colourProfile: 'srgb' });
    const meta = await sharp(await download(res.json().draft.jpegUrl)).metadata();
    expect(profileName(meta.icc)).toMatch(/sRGB/);
  });

  it('refuses a file that is not an image, or has too many pixels, by its content', async () => {
    const who = await customer(t);
    const text = await upload(who, 'notes.png', Buffer.from('just some text, named like a picture'));
    const res = await convert(who, text);
    expect(res.statusCode).toBe(415);
    expect(res.json().errors[0]).toMatch(/^file: /);
    // The failed draft is gone.
    expect((await call('GET', `/prints/drafts/${text}`, who.token)).statusCode).toBe(404);
    const huge = await upload(who, 'huge.png', pngClaiming(20_000, 20_000, 100));
    const big = await convert(who, huge);
    expect(big.statusCode).toBe(413);
    expect(big.json().errors[0]).toMatch(/^file: must be at most 54 megapixels/);
  });

  it('refuses by its header alone a file with more pixels than the largest print needs', async () => {
    const who = await customer(t);
    // One pixel row past 20x30 at 300 ppi; the pixels are not there, so a decode would fail with a 415.
    const bomb = await upload(who, 'bomb.png', pngClaiming(6000, 9001, 100));
    const res = await convert(who, bomb);
    expect(res.statusCode).toBe(413);
    expect(res.json().errors).toEqual(['file: must be at most 54 megapixels, the largest print at its resolution']);
  });

  it('refuses another customer’s drafts and print orders', async () => {
    const owner = await customer(t);
    const stranger = await customer(t);
    const draftId = await upload(owner, 'mine.png', await p3Png(60, 40));
    expect((await convert(stranger, draftId)).statusCode).toBe(404);
    expect((await call('GET', `/prints/drafts/${draftId}`, stranger.token)).statusCode).toBe(404);
    expect((await call('GET', `/prints/drafts/${draftId}`, owner.token)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(printDrafts).where(eq(printDrafts.draftId, draftId));
    expect(row!.convertedAt).toBeNull();
    expect((await call('GET', `/users/${owner.id}/print-orders/1`, stranger.token)).statusCode).toBe(403);
  });

  async function offers() {
    return (await call('GET', '/prints/papers')).json() as {
      papers: Array<{ id: number }>;
      sizes: Array<{ name: string; productId: number; variantId: number; price: number }>;
      small: { productId: number; variantId: number };
    };
  }

  it('prices print lines itself: a client price is refused, 4x6 frames cost the tier price each', async () => {
    const who = await customer(t);
    const { small } = await offers();
    const roll = await buildRoll(t.database.db, who.id, { name: 'Summer' });
    const frames = await insertFrames(t.database.db, {
      customerId: who.id,
      rollId: roll.id,
      names: ['a.jpg', 'b.jpg', 'c.jpg'],
    });
    const line = (scanId: number, quantity: number) => ({
      productId: small.productId,
      variantId: small.variantId,
      quantity,
      print: { size: '4x6', scanId, finish: 'MATTE', border: 'WHITE' },
    });
    const priced = await call('POST', '/orders', who.token, {
      lines: [{ ...line(frames[0]!, 1), amount: 1 }],
      address: NYC,
    });
    expect(priced.statusCode).toBe(400);
    expect(priced.json().errors.join(' ')).toMatch(/amount: is not a known field/);
    const res = await call('POST', '/orders', who.token, {
      lines: [line(frames[0]!, 2), line(frames[1]!, 1), line(frames[2]!, 3)],
      address: NYC,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order.subtotal).toBe(6 * print4x6Price('NON_MEMBER'));
    const stranger = await customer(t);
    const theirs = await call('POST', '/orders', stranger.token, { lines: [line(frames[0]!, 1)], address: NYC });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().errors[0]).toMatch(/^lines\.0\.print\.scanId: is not a frame of yours/);

    const view = await call('GET', `/users/${who.id}/print-orders/${res.json().order.id}`, who.token);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().prints.map((p: { quantity: number; finish: string }) => [p.quantity, p.finish])).toEqual([
      [2, 'MATTE'],
      [1, 'MATTE'],
      [3, 'MATTE'],
    ]);
  });

  it('makes the print file at 16x20 from the crop, and mark-prints-ready e-mails once', async () => {
    const who = await customer(t);
    const { sizes, papers } = await offers();
    const size = sizes.find((s) => s.name === '16x20')!;
    const draftId = await upload(who, 'wide.png', await p3Png(1500, 1000));
    expect((await convert(who, draftId)).statusCode).toBe(200);
    const order = await call('POST', '/orders', who.token, {
      lines: [
        {
          productId: size.productId,
          variantId: size.variantId,
          quantity: 2,
          print: { size: '16x20', draftId, paperId: papers[0]!.id, cropMode: 'fill', cropX: 0, cropY: 0.5 },
        },
      ],
      address: NYC,
    });
    expect(order.statusCode, order.body).toBe(201);
    const orderId = order.json().order.id as number;
    expect(order.json().order.subtotal).toBe(2 * size.price);
    const queued = async () =>
      ((await call('GET', '/prints/queue?printer=large-format', staff.token)).json().jobs as PrintJob[]).filter(
        (j) => j.orderId === orderId,
      );
    // An order not paid yet is not printed.
    expect(await queued()).toEqual([]);
    await t.database.db.update(orders).set({ status: 'PAID' }).where(eq(orders.id, orderId));

    const queue = await call('GET', '/prints/queue?printer=large-format', staff.token);
    expect(queue.statusCode, queue.body).toBe(200);
    const job = (queue.json().jobs as PrintJob[]).find((j) => j.orderId === orderId)!;
    expect(job.customer).toMatchObject({ id: who.id, email: who.email });
    expect((await call('GET', '/prints/queue', who.token)).statusCode).toBe(403);
    const file = await call('POST', `/prints/${job.id}/print-file`, staff.token);
    expect(file.statusCode, file.body).toBe(200);
    // Landscape 1500x1000 on 16x20: 20x16 inches at 300 dpi, from the left-most 1250x1000 crop.
    expect(file.json()).toMatchObject({ width: 6000, height: 4800 });
    const printed = await download(file.json().url);
    const meta = await sharp(printed).metadata();
    expect([meta.width, meta.height]).toEqual([6000, 4800]);
    // 300 ppi in the file, so it opens as 20 x 16 inches.
    expect(meta.density).toBe(300);
    expect(profileName(meta.icc)).toMatch(/P3/);

    // The member's print order shows the tracking of its parcels back to them, and only those.
    await t.database.db.insert(shipments).values([
      { orderId, method: 'DROP_OFF', toCustomer: true, carrier: 'USPS', trackingNumber: '9400100000000000000001' },
      { orderId, method: 'DROP_OFF', toCustomer: true, carrier: 'UPS' },
      { orderId, method: 'DROP_OFF', toCustomer: false, carrier: 'FEDEX', trackingNumber: '770000000001' },
    ]);
    const view = await call('GET', `/users/${who.id}/print-orders/${orderId}`, who.token);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().order.tracking).toEqual([{ carrier: 'USPS', trackingNumber: '9400100000000000000001' }]);
    expect(view.json().prints.map((p: PrintJob) => p.customer.id)).toEqual([who.id]);

    const first = await call('PUT', `/orders/${orderId}/mark-prints-ready`, staff.token);
    expect(first.json()).toEqual({ ready: 1, emailed: true });
    const again = await call('PUT', `/orders/${orderId}/mark-prints-ready`, staff.token);
    expect(again.json()).toEqual({ ready: 0, emailed: false });
    const mails = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, who.email));
    expect(mails.filter((m) => /prints .* are ready/.test(m.subject))).toHaveLength(1);
    expect((await call('PUT', `/orders/${orderId}/mark-prints-ready`, who.token)).statusCode).toBe(403);
  });
});
