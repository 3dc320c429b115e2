import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rollCodeOf } from '@filmlab/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filmRolls } from '../../db/schema/rolls.js';
import { seedServices } from '../../db/seed/services.js';
import { readQrCode } from '../../test/read-barcode.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { admin, api, customer } from '../orders/order-test-helpers.js';

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const frame = (red: number) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: red, g: 90, b: 30 } } })
    .jpeg()
    .toBuffer();

describe('scanning stations', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let staff: { id: number; token: string };
  let station: string;

  beforeAll(async () => {
    t = await createTestApp();
    call = api(t);
    staff = await admin(t);
    await seedServices(t.database.db);
    const made = await call('POST', '/station-tokens', staff.token, { name: 'Frontier' });
    expect(made.statusCode, made.body).toBe(201);
    station = made.json().token;
  });
  afterAll(() => t?.close());

  /** A customer's order of `rolls` rolls, received by the lab. */
  async function receivedRolls(rolls = 1) {
    const me = await customer(t);
    const roll = { brand: 'Kodak', model: 'Portra 400', format: '35mm', process: 'C-41' };
    const made = await call('POST', `/users/${me.id}/orders`, me.token, {
      rolls: Array.from({ length: rolls }, () => roll),
      inbound: { method: 'DROP_OFF' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const received = await call('PUT', `/orders/${made.json().order.id}/receive`, staff.token);
    expect(received.statusCode, received.body).toBe(200);
    return { me, orderId: made.json().order.id as number, rollIds: made.json().rolls.map((r: { id: number }) => r.id) };
  }

  const asStation = (method: 'GET' | 'POST', url: string, payload?: unknown) => call(method, url, station, payload);

  /** Start, PUT, finish: the station's upload of one file. */
  async function upload(code: string, bytes: Buffer, declared = sha(bytes)) {
    const started = await asStation('POST', `/station/rolls/${code}/scans?fileType=image/jpeg`, { sha256: declared });
    expect(started.statusCode, started.body).toBe(201);
    const { frame: f, upload: link } = started.json();
    if (!link) return { started: started.json(), finished: null };
    const put = await t.app.inject({
      method: 'PUT',
      url: new URL(link.url, 'http://x').pathname + new URL(link.url, 'http://x').search,
      headers: link.headers,
      payload: bytes,
    });
    expect(put.statusCode, put.body).toBeLessThan(300);
    const finished = await asStation('POST', `/station/rolls/${code}/scans/${f.scanId}/finish-upload`);
    return { started: started.json(), finished };
  }

  it('gives each received roll its code, and prints it on a label as text and QR code', async () => {
    const { rollIds } = await receivedRolls(2);
    for (const rollId of rollIds) {
      const [row] = await t.database.db.select().from(filmRolls).where(eq(filmRolls.id, rollId));
      expect(row!.rollCode).toBe(rollCodeOf(rollId));
    }
    const res = await call('GET', `/film-rolls/${rollIds[0]}/label`, staff.token);
    expect(res.statusCode, res.body).toBe(200);
    const label = res.json();
    expect(label.code).toBe(rollCodeOf(rollIds[0]));
    const png = await t.app.inject({ url: label.pngUrl });
    expect(png.headers['content-type']).toBe('image/png');
    expect(await readQrCode(png.rawPayload)).toBe(label.code);
    const pdf = await t.app.inject({ url: label.pdfUrl });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // A forged link is refused.
    expect((await t.app.inject({ url: label.pngUrl.replace(/sig=[^&]+/, 'sig=AAAA') })).statusCode).toBe(403);
    // The PNG link's signature does not open the PDF.
    const swapped = await t.app.inject({ url: label.pngUrl.replace('.png?', '.pdf?') });
    expect(swapped.statusCode).toBe(403);
    expect(swapped.json().errors).toEqual(['sig: is invalid or expired']);
  });

  it('answers a label of a roll not yet received with a 409 in words', async () => {
    const me = await customer(t);
    const made = await call('POST', `/users/${me.id}/orders`, me.token, {
      rolls: [{ brand: 'Ilford', model: 'HP5', format: '35mm', process: 'BW' }],
      inbound: { method: 'DROP_OFF' },
    });
    const res = await call('GET', `/film-rolls/${made.json().rolls[0].id}/label`, staff.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/when the lab receives it/);
  });

  it('uploads frames in order, never twice, and resumes one started and not finished', async () => {
    const { rollIds } = await receivedRolls();
    const code = rollCodeOf(rollIds[0]);
    const [a, b] = [await frame(10), await frame(200)];
    const first = await upload(code, a);
    expect(first.finished!.statusCode, first.finished!.body).toBe(200);
    expect(first.finished!.json().frame).toMatchObject({ frame: 1, status: 'PROCESSING', sha256: sha(a) });
    // The same file again: nothing to send.
    const again = await upload(code, a);
    expect(again.started.upload).toBeNull();
    expect(again.started.frame.scanId).toBe(first.started.frame.scanId);
    // Started, then started again (a restart): the same pending frame, a fresh link.
    const pending = await asStation('POST', `/station/rolls/${code}/scans?fileType=image/jpeg`, { sha256: sha(b) });
    const resumed = await upload(code, b);
    expect(resumed.started.frame.scanId).toBe(pending.json().frame.scanId);
    expect(resumed.finished!.json().frame.frame).toBe(2);
    const roll = (await asStation('GET', `/station/rolls/${code.toLowerCase()}`)).json().roll;
    expect(roll.frames.map((f: { sha256: string }) => f.sha256)).toEqual([sha(a), sha(b)]);
    expect(roll).not.toHaveProperty('customerId');
  });

  it('refuses a file whose checksum is not the one declared, and keeps its frame’s place for the resend', async () => {
    const { rollIds } = await receivedRolls();
    const code = rollCodeOf(rollIds[0]);
    const [a, b] = [await frame(120), await frame(30)];
    const damaged = Buffer.from(a);
    damaged.writeUInt8(damaged.readUInt8(damaged.length - 10) ^ 0xff, damaged.length - 10);
    const wrong = await upload(code, damaged, sha(a));
    expect(wrong.finished!.statusCode).toBe(409);
    expect(wrong.finished!.json().errors).toEqual(['sha256: does not match the uploaded file']);
    const waiting = (await asStation('GET', `/station/rolls/${code}`)).json().roll.frames;
    expect(waiting).toMatchObject([{ frame: 1, status: 'UPLOADING', sha256: sha(a) }]);
    // The next frame goes on meanwhile (the station checks one while it sends the next) ...
    const next = await upload(code, b);
    expect(next.finished!.json().frame.frame).toBe(2);
    // ... and the damaged one, sent again, is frame 1 still, as its file name says.
    const resent = await upload(code, a);
    expect(resent.started.frame.scanId).toBe(wrong.started.frame.scanId);
    expect(resent.finished!.statusCode, resent.finished!.body).toBe(200);
    expect(resent.finished!.json().frame).toMatchObject({ frame: 1, status: 'PROCESSING', sha256: sha(a) });
  });

  it('marks the roll scanned then synced, and a repeat changes nothing', async () => {
    const { rollIds } = await receivedRolls();
    const code = rollCodeOf(rollIds[0]);
    const scanned = await asStation('POST', `/station/rolls/${code}/events`, { event: 'SCANNED' });
    expect(scanned.json().roll.status).toBe('SCANNED');
    const synced = await asStation('POST', `/station/rolls/${code}/events`, { event: 'SYNCED' });
    expect(synced.json().roll.status).toBe('SYNCED');
    const repeat = await asStation('POST', `/station/rolls/${code}/events`, { event: 'SCANNED' });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().roll.status).toBe('SYNCED');
    const [row] = await t.database.db.select().from(filmRolls).where(eq(filmRolls.id, rollIds[0]));
    expect(row!.syncedAt).not.toBeNull();
  });

  it('reports an unknown code in words', async () => {
    const res = await asStation('GET', `/station/rolls/${rollCodeOf(33_000_000)}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/^No roll has the code/);
  });

  it("refuses a station token everything beyond a visitor's, and a revoked one everywhere", async () => {
    const { me } = await receivedRolls();
    expect((await call('GET', `/users/${me.id}/scans`, station)).statusCode).toBe(403);
    // A visitor's page answers it as it answers anyone.
    expect((await call('GET', '/products', station)).statusCode).toBe(200);
    expect((await call('GET', '/station-tokens', station)).statusCode).toBe(403);
    const made = (await call('POST', '/station-tokens', staff.token, { name: 'Old PC' })).json();
    const listed = (await call('GET', '/station-tokens', staff.token)).json().stations;
    expect(JSON.stringify(listed)).not.toContain(made.token);
    expect(listed[0]).toMatchObject({ name: 'Old PC', hint: made.token.slice(-4), revokedAt: null });
    expect((await call('GET', `/station/rolls/${rollCodeOf(1)}`, made.token)).statusCode).not.toBe(401);
    expect((await call('DELETE', `/station-tokens/${made.station.id}`, staff.token)).statusCode).toBe(200);
    expect((await call('GET', `/station/rolls/${rollCodeOf(1)}`, made.token)).statusCode).toBe(401);
  });

  it('backfills the codes of rolls received before codes existed, as rollCodeOf does', async () => {
    const { rollIds } = await receivedRolls(3);
    await t.database.db.update(filmRolls).set({ rollCode: null }).where(inArray(filmRolls.id, rollIds));
    const migration = readFileSync(
      path.join(import.meta.dirname, '../../../drizzle/0017_station_sync.sql'),
      'utf8',
    ).split('--> statement-breakpoint');
    const backfill = migration.find((statement) => statement.includes('WITH scrambled'))!;
    await t.database.db.execute(sql.raw(backfill));
    const rows = await t.database.db.select().from(filmRolls).where(inArray(filmRolls.id, rollIds));
    expect(rows.map((row) => row.rollCode)).toEqual(rows.map((row) => rollCodeOf(row.id)));
    expect(rows.every((row) => row.rollCode !== null)).toBe(true);
  });
});
