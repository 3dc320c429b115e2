import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders.js';
import { seedPrintOffers } from '../../db/seed/catalogue.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { NYC, admin, api, customer } from '../orders/order-test-helpers.js';
import { buildRoll, uploadFrame, waitForScan } from '../scans/test-library.js';

type Person = { id: number; token: string };
type Side = 'top' | 'bottom' | 'left' | 'right';

/** A 600x400 JPEG whose left half is red and right half blue, with an EXIF orientation tag. */
const halves = (orientation: number) =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: '#0000ff' } })
    .composite([
      {
        input: { create: { width: 300, height: 400, channels: 3, background: '#ff0000' } },
        left: 0,
        top: 0,
      },
    ])
    .withMetadata({ orientation })
    .jpeg()
    .toBuffer();

/** Which side of the picture is red: the middle of each edge, read in sRGB. */
async function redSide(file: Buffer): Promise<Side> {
  const { data, info } = await sharp(file).toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => data[(Math.round(y) * info.width + Math.round(x)) * info.channels]!;
  const edges: Record<Side, number> = {
    top: at(info.width / 2, 10),
    bottom: at(info.width / 2, info.height - 10),
    left: at(10, info.height / 2),
    right: at(info.width - 10, info.height / 2),
  };
  return (Object.entries(edges) as [Side, number][]).sort((a, b) => b[1] - a[1])[0]![0];
}

/** The resolution exiftool reads from the file's Exif (libvips writes no JFIF segment beside Exif). */
function exifResolution(file: Buffer) {
  const dir = mkdtempSync(path.join(tmpdir(), 'filmlab-print-file-'));
  try {
    const at = path.join(dir, 'print.jpg');
    writeFileSync(at, file);
    const out = execFileSync('exiftool', [
      '-j',
      '-n',
      '-G1',
      '-IFD0:XResolution',
      '-IFD0:YResolution',
      '-IFD0:ResolutionUnit',
      at,
    ]);
    return JSON.parse(out.toString('utf8'))[0] as Record<string, number>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('print files', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let staff: Person;
  let small: { productId: number; variantId: number };
  const local = (url: string) => url.replace(t.config.publicUrl, '');
  const download = async (url: string) => (await t.app.inject({ method: 'GET', url: local(url) })).rawPayload;

  beforeAll(async () => {
    t = await createTestApp();
    call = api(t);
    await seedPrintOffers(t.database.db);
    staff = await admin(t);
    const offer = (await call('GET', '/prints/papers')).json().small;
    small = { productId: offer.productId, variantId: offer.variantId };
  });
  afterAll(() => t.close());

  /** A hosted frame of the member's, uploaded with `orientation` and then turned by `degrees`. */
  async function frame(who: Person, orientation: number, degrees: number | null) {
    const roll = await buildRoll(t.database.db, who.id);
    const { scanId, finish } = await uploadFrame(t, {
      token: who.token,
      userId: who.id,
      roll,
      bytes: await halves(orientation),
    });
    expect(finish.statusCode, finish.body).toBe(200);
    await waitForScan(t.database.db, scanId);
    if (degrees !== null) {
      const turned = await call('PUT', `/users/${who.id}/scans/${scanId}/rotate/${degrees}`, who.token);
      expect(turned.statusCode, turned.body).toBe(200);
      await waitForScan(t.database.db, scanId);
    }
    return scanId;
  }

  it.each<[string, number, number | null, [number, number], Side]>([
    ['turned by the member', 1, 90, [1200, 1800], 'top'],
    ['turned by its EXIF orientation', 6, null, [1200, 1800], 'top'],
    ['turned by both, EXIF first', 6, 90, [1800, 1200], 'right'],
  ])('makes a 4x6 file of a frame %s, at 4x6 inches and 300 ppi', async (_case, orientation, degrees, size, red) => {
    const who = await customer(t);
    const scanId = await frame(who, orientation, degrees);
    const order = await call('POST', '/orders', who.token, {
      lines: [{ ...small, quantity: 1, print: { size: '4x6', scanId, finish: 'GLOSSY', border: 'NONE' } }],
      address: NYC,
    });
    expect(order.statusCode, order.body).toBe(201);
    const orderId = order.json().order.id as number;
    await t.database.db.update(orders).set({ status: 'PAID' }).where(eq(orders.id, orderId));
    const queue = await call('GET', '/prints/queue?printer=minilab', staff.token);
    const job = (queue.json().jobs as Array<{ id: number; orderId: number }>).find((j) => j.orderId === orderId)!;
    const made = await call('POST', `/prints/${job.id}/print-file`, staff.token);
    expect(made.statusCode, made.body).toBe(200);
    expect([made.json().width, made.json().height]).toEqual(size);

    const file = await download(made.json().url);
    const meta = await sharp(file).metadata();
    expect([meta.width, meta.height]).toEqual(size);
    expect(meta.density).toBe(300);
    // No orientation tag is left for a viewer to turn the file again.
    expect(meta.orientation ?? 1).toBe(1);
    expect(await redSide(file)).toBe(red);
    // 300 pixels per inch (unit 2).
    expect(exifResolution(file)).toMatchObject({
      'IFD0:XResolution': 300,
      'IFD0:YResolution': 300,
      'IFD0:ResolutionUnit': 2,
    });
  });

  it('converts a hosted frame for large format the way the member turned it, at 300 ppi', async () => {
    const who = await customer(t);
    const scanId = await frame(who, 1, 270);
    const link = await call('GET', `/prints/drafts/link?name=frame.jpg&scanId=${scanId}`, who.token);
    expect(link.statusCode, link.body).toBe(200);
    const draftId = link.json().draft.draftId as string;
    const res = await call('PUT', `/prints/drafts/${draftId}/convert-draft?name=frame.jpg`, who.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().draft).toMatchObject({ width: 400, height: 600 });
    const jpeg = await download(res.json().draft.jpegUrl);
    expect((await sharp(jpeg).metadata()).density).toBe(300);
    // Turned a quarter anticlockwise, the left half comes to the bottom.
    expect(await redSide(jpeg)).toBe('bottom');
  });
});
