// The pages' hero photographs as staff upload them: who may, what is refused (each naming its field),
// and the sizes made: 3:2, AVIF and WebP at 640/1280/1920, upright, sRGB; removal deletes the files.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { bearer, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** A picture made here (no downloads): a left half red, a right half blue, `width` x `height`. */
async function picture(
  width: number,
  height: number,
  options: { format?: 'jpeg' | 'png'; orientation?: number; profile?: string; deep?: boolean } = {},
) {
  const half = Math.floor(width / 2);
  let image = sharp({ create: { width, height, channels: 3, background: { r: 230, g: 20, b: 20 } } }).composite([
    {
      input: { create: { width: width - half, height, channels: 3, background: { r: 20, g: 20, b: 230 } } },
      left: half,
      top: 0,
    },
  ]);
  if (options.profile) image = image.withIccProfile(options.profile);
  // 16 bits a channel, its profile kept (sharp writes 16-bit PNG).
  if (options.deep)
    return sharp(await image.png().toBuffer())
      .keepIccProfile()
      .toColourspace('rgb16')
      .png()
      .toBuffer();
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  const format = options.format ?? 'jpeg';
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 90 }).toBuffer();
}

describe('site photos', () => {
  let t: TestApp;
  let adminToken: string;
  let customerToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ token: adminToken } = await buildUser(t.database.db, { config: t.config, role: 'ADMIN' }));
    ({ token: customerToken } = await buildUser(t.database.db, { config: t.config }));
  });
  afterAll(() => t.close());

  const upload = (query: Record<string, string>, body: Buffer | undefined, token: string | null = adminToken) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/site-photos/photo?${new URLSearchParams(query)}`,
      headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/octet-stream' },
      ...(body ? { payload: body } : {}),
    });
  const list = async () => (await t.app.inject('/api/public/site-photos')).json().photos as unknown[];
  const file = (url: string) => t.app.inject(url);

  it('lets staff only upload, re-caption and remove, and reads none before the body for a stranger', async () => {
    const body = await picture(1400, 1000);
    expect((await upload({ page: '/', alt: 'Our lab' }, body, null)).statusCode).toBe(401);
    expect((await upload({ page: '/', alt: 'Our lab' }, body, customerToken)).statusCode).toBe(403);
    const alt = { method: 'PUT' as const, url: '/api/site-photos/alt', payload: { page: '/', alt: 'x' } };
    expect((await t.app.inject({ ...alt, headers: bearer(customerToken) })).statusCode).toBe(403);
    const remove = { method: 'DELETE' as const, url: '/api/site-photos/photo?page=/' };
    expect((await t.app.inject(remove)).statusCode).toBe(401);
    expect(await list()).toEqual([]);
  });

  it('refuses bad uploads with an answer naming the field', async () => {
    const big = await picture(1400, 1000);
    const cases: Array<[Record<string, string>, Buffer | undefined, number, string]> = [
      [{ page: '/', alt: 'Our lab' }, undefined, 400, 'file: is required'],
      [{ page: '/', alt: 'Our lab' }, Buffer.from('plain text, not a picture'), 415, 'file: must be a JPEG'],
      [{ page: '/', alt: 'Our lab' }, await picture(1200, 800), 400, 'file: is 1200 px wide once cropped to 3:2'],
      // A panorama is as wide as its height allows once cropped to 3:2.
      [{ page: '/', alt: 'Our lab' }, await picture(3000, 600), 400, 'file: is 900 px wide'],
      [{ page: '/' }, big, 400, 'alt: is required'],
      [{ page: '/', alt: '   ' }, big, 400, 'alt: is required'],
      [{ page: '/', alt: 'a'.repeat(251) }, big, 400, 'alt: must be at most 250 characters'],
      [{ page: '/pricing', alt: 'Our lab' }, big, 400, 'page: must be /, /lab, /club'],
    ];
    for (const [query, body, status, error] of cases) {
      const res = await upload(query, body);
      expect(res.statusCode, `${JSON.stringify(query)} ${error}`).toBe(status);
      expect(res.json().errors, error).toEqual(expect.arrayContaining([expect.stringContaining(error)]));
    }
    expect(await list()).toEqual([]);
  });

  it('makes 3:2 AVIF and WebP sizes, upright and sRGB, serves them immutable, and removes them', async () => {
    // A portrait taken with the camera turned: stored 3000 x 2000, EXIF orientation 6 (turn 90° clockwise).
    const turned = await picture(3000, 2000, { orientation: 6 });
    const res = await upload({ page: '/film-developing-chicago', alt: '  A Chicago street at dusk  ' }, turned);
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json();
    // Upright it is 2000 x 3000: its 3:2 crop is 2000 x 1333, so every width is made.
    expect(photo).toMatchObject({ page: '/film-developing-chicago', alt: 'A Chicago street at dusk' });
    expect(photo).toMatchObject({ width: 1920, height: 1280, widths: [640, 1280, 1920] });
    for (const width of [640, 1280, 1920])
      for (const format of ['avif', 'webp'] as const) {
        const sent = await file(`/api/public/site-photos/${photo.id}/${width}.${format}`);
        expect(sent.statusCode).toBe(200);
        expect(sent.headers['content-type']).toBe(`image/${format}`);
        expect(sent.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(sent.rawPayload).metadata();
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
        expect([meta.width, meta.height]).toEqual([width, Math.round((width * 2) / 3)]);
      }
    // Turned upright, the red half is on top: a sideways copy would be red on the left and blue on the right.
    const webp = (await file(`/api/public/site-photos/${photo.id}/640.webp`)).rawPayload;
    const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    expect(at(20, 20)).toEqual(at(600, 20));
    expect(await list()).toEqual([photo]);

    // A new upload replaces the sizes of the one before (a new id, the old files gone).
    const wide = await picture(1500, 1000, { format: 'png' });
    const again = (await upload({ page: '/film-developing-chicago', alt: 'The lab' }, wide)).json();
    // AVIF pictures are read too.
    const avif = await sharp(wide).avif({ effort: 0 }).toBuffer();
    expect((await upload({ page: '/club', alt: 'Members at the counter' }, avif)).statusCode).toBe(201);
    expect(again.id).not.toBe(photo.id);
    expect(again).toMatchObject({ width: 1280, height: 853, widths: [640, 1280] });
    expect((await file(`/api/public/site-photos/${photo.id}/640.webp`)).statusCode).toBe(404);

    const recaption = await t.app.inject({
      method: 'PUT',
      url: '/api/site-photos/alt',
      headers: bearer(adminToken),
      payload: { page: '/film-developing-chicago', alt: 'The lab at night' },
    });
    expect(recaption.json()).toMatchObject({ id: again.id, alt: 'The lab at night' });
    const tooLong = await t.app.inject({
      method: 'PUT',
      url: '/api/site-photos/alt',
      headers: bearer(adminToken),
      payload: { page: '/film-developing-chicago', alt: 'a'.repeat(251) },
    });
    expect(tooLong.json().errors).toEqual(['alt: must be at most 250 characters']);

    const remove = (page: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/site-photos/photo?page=${page}`, headers: bearer(adminToken) });
    expect((await remove('/film-developing-chicago')).json()).toEqual({ removed: true });
    expect((await file(`/api/public/site-photos/${again.id}/640.webp`)).statusCode).toBe(404);
    expect((await file(`/api/public/site-photos/${again.id}/640.avif`)).statusCode).toBe(404);
    expect((await list()).map((shown) => (shown as { page: string }).page)).toEqual(['/club']);
    expect((await remove('/club')).json()).toEqual({ removed: true });
    expect((await remove('/film-developing-chicago')).json()).toEqual({ removed: false });
  }, 60_000);

  for (const deep of [false, true]) {
    it(`brings a Display P3-tagged ${deep ? '16-bit' : '8-bit'} PNG to sRGB`, async () => {
      // The same red as sRGB (230, 20, 20), written in Display P3's numbers.
      const body = await picture(1500, 1000, { format: 'png', profile: 'p3', deep });
      const stored = await sharp(body, { ignoreIcc: true }).metadata();
      expect(stored.depth).toBe(deep ? 'ushort' : 'uchar');
      // Read as if they were sRGB, the numbers stored would be a duller red.
      const { data: raw } = await sharp(body, { ignoreIcc: true })
        .toColourspace('srgb')
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true });
      expect(Math.abs(raw[0]! - 230) + Math.abs(raw[1]! - 20)).toBeGreaterThan(20);
      const photo = (await upload({ page: '/lab', alt: 'The darkroom' }, body)).json();
      const webp = (await file(`/api/public/site-photos/${photo.id}/640.webp`)).rawPayload;
      const meta = await sharp(webp).metadata();
      expect(meta.space).toBe('srgb');
      const { data } = await sharp(webp, { ignoreIcc: true }).raw().toBuffer({ resolveWithObject: true });
      const [r, g, b] = [data[0]!, data[1]!, data[2]!];
      expect(Math.abs(r - 230) + Math.abs(g - 20) + Math.abs(b - 20), `${r},${g},${b}`).toBeLessThan(18);
    }, 30_000);
  }
});
