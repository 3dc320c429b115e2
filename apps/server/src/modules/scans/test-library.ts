// Test support for the library's integration tests: rolls made as an order makes them, frames
// uploaded through the real HTTP flow, and waiting for the job queue.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';
import { pickUps } from '../../db/schema/pick-ups.js';
import { filmRolls } from '../../db/schema/rolls.js';
import { scans } from '../../db/schema/scans.js';
import { bearer } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';

export interface TestRoll {
  id: number;
  pickUpId: number;
  orderId: number;
}

/** A roll of the customer's, in an order and pick-up of its own, as checkout makes them. */
export async function buildRoll(
  db: Db,
  customerId: number,
  values: Partial<typeof filmRolls.$inferInsert> = {},
): Promise<TestRoll> {
  const [order] = await db.insert(orders).values({ customerId, status: 'PAID' }).returning({ id: orders.id });
  const [pickUp] = await db.insert(pickUps).values({ orderId: order!.id, customerId }).returning({ id: pickUps.id });
  const [roll] = await db
    .insert(filmRolls)
    .values({
      customerId,
      orderId: order!.id,
      pickUpId: pickUp!.id,
      brand: 'Kodak',
      model: 'Portra 400',
      format: '35mm',
      process: 'C-41',
      status: 'SYNCED',
      ...values,
    })
    .returning({ id: filmRolls.id });
  return { id: roll!.id, pickUpId: pickUp!.id, orderId: order!.id };
}

/** A small photograph: a gradient whose colours depend on `seed`, so two seeds give two files. */
export function photo(seed: number, format: 'jpeg' | 'png' = 'jpeg', width = 600, height = 400): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#${((seed * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(0, 6)}"/>
    <stop offset="1" stop-color="#203040"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${50 + seed * 13}" cy="60" r="40" fill="#fff"/></svg>`;
  const image = sharp(Buffer.from(svg));
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

const local = (t: TestApp, url: string) => url.replace(t.config.publicUrl, '');

type Injected = Awaited<ReturnType<TestApp['app']['inject']>>;

export interface UploadOutcome {
  scanId: number;
  start: Injected;
  put: Injected;
  finish: Injected;
}

/** Start, PUT and finish one upload, as the web does. */
export async function uploadFrame(
  t: TestApp,
  options: {
    token: string;
    userId: number;
    roll: TestRoll;
    bytes: Buffer;
    fileType?: 'image/jpeg' | 'image/png' | 'image/tiff';
    name?: string;
  },
): Promise<UploadOutcome> {
  const fileType = options.fileType ?? 'image/jpeg';
  const start = await t.app.inject({
    method: 'POST',
    url: `/api/users/${options.userId}/pick-ups/${options.roll.pickUpId}/film-rolls/${options.roll.id}/scans?fileType=${encodeURIComponent(fileType)}`,
    headers: bearer(options.token),
    payload: { filmRollId: options.roll.id, name: options.name ?? 'frame.jpg', description: '' },
  });
  expect(start.statusCode, start.body).toBe(201);
  const { scan, upload } = start.json() as { scan: { id: number }; upload: { url: string } };
  const put = await t.app.inject({
    method: 'PUT',
    url: local(t, upload.url),
    headers: { 'content-type': fileType },
    payload: options.bytes,
  });
  const finish = await t.app.inject({
    method: 'POST',
    url: `/api/users/${options.userId}/scans/${scan.id}/finish-upload`,
    headers: bearer(options.token),
  });
  return { scanId: scan.id, start, put, finish };
}

/** Waits until the scan's derivatives job has run (or failed for good). Works in hooks too. */
export async function waitForScan(db: Db, scanId: number, status: 'READY' | 'FAILED' = 'READY') {
  const deadline = Date.now() + 20_000;
  let seen: string | undefined;
  while (Date.now() < deadline) {
    seen = (await db.select({ status: scans.status }).from(scans).where(eq(scans.id, scanId)))[0]?.status;
    if (seen === status) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`scan ${scanId} is ${seen ?? 'gone'}, not ${status}, after 20 s`);
}

/** Frames straight into the table (no files), for list and search tests that need many. */
export async function insertFrames(
  db: Db,
  options: { customerId: number; rollId: number; names: string[]; status?: 'READY' | 'PROCESSING' | 'FAILED' },
): Promise<number[]> {
  if (options.names.length === 0) return [];
  const rows = await db
    .insert(scans)
    .values(
      options.names.map((name, i) => ({
        filmRollId: options.rollId,
        customerId: options.customerId,
        name,
        position: i + 1,
        status: options.status ?? 'READY',
        width: 3000,
        height: 2000,
      })),
    )
    .returning({ id: scans.id });
  return rows.map((row) => row.id);
}
