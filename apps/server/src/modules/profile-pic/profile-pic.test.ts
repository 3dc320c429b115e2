import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBlobStore } from '../../adapters/blobs/local-blob-store.js';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import { users } from '../../db/schema/users.js';
import { bearer, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signUploadLink } from './upload-link.js';

const photo = (format: 'png' | 'jpeg' | 'gif', width = 1200, height = 800) => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 40 } } });
  if (format === 'jpeg') {
    // A camera's metadata, including a position, that must not survive.
    return image
      .withExif({ IFD0: { Make: 'FilmCam', Model: 'Test 35' }, IFD3: { GPSLatitudeRef: 'N' } })
      .jpeg()
      .toBuffer();
  }
  return format === 'png' ? image.png().toBuffer() : image.gif().toBuffer();
};

describe('profile picture upload', () => {
  let t: TestApp;
  let store: BlobStore;
  let owner: { id: number; token: string };
  let other: { id: number; token: string };
  let admin: { id: number; token: string };

  beforeAll(async () => {
    t = await createTestApp();
    store = createLocalBlobStore({
      root: path.join(t.config.dataDir, 'blobs'),
      secret: t.config.authSecret,
    });
    const build = async (role?: 'ADMIN') => {
      const made = await buildUser(t.database.db, { config: t.config, ...(role ? { role } : {}) });
      return { id: made.user.id, token: made.token };
    };
    owner = await build();
    other = await build();
    admin = await build('ADMIN');
  });
  afterAll(() => t.close());

  const local = (url: string) => url;
  const linkFor = async (userId: number, token: string, fileType = 'image/png') => {
    const res = await t.app.inject({
      url: `/api/users/${userId}/profile-pic?fileType=${fileType}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { url: string; expiresAt: string };
  };
  const upload = (url: string, payload: Buffer | string, contentType = 'image/png') =>
    t.app.inject({ method: 'PUT', url: local(url), headers: { 'content-type': contentType }, payload });
  const storedPath = async (userId: number) =>
    (await t.database.db.select({ p: users.profileImagePath }).from(users).where(eq(users.id, userId)))[0]?.p ?? null;

  it('gives a signed, expiring upload link on this app', async () => {
    const { url, expiresAt } = await linkFor(owner.id, owner.token);
    expect(url.startsWith(`/api/uploads/profile-pic/${owner.id}?`)).toBe(true);
    const query = new URL(url, 'http://app.test').searchParams;
    expect(query.get('sig')).toMatch(/^[\w-]{40,}$/);
    const seconds = Number(query.get('exp')) - Date.now() / 1000;
    expect(seconds).toBeGreaterThan(60);
    expect(seconds).toBeLessThanOrEqual(3600);
    expect(new Date(expiresAt).getTime()).toBe(Number(query.get('exp')) * 1000);
  });

  it('stores a PNG resized to a 512 px square and re-encoded, then a JPEG that replaces it', async () => {
    const first = await upload((await linkFor(owner.id, owner.token)).url, await photo('png'));
    expect(first.statusCode, first.body).toBe(200);
    const firstKey = await storedPath(owner.id);
    expect(firstKey).toMatch(new RegExp(`^avatars/${owner.id}/[\\w-]+\\.webp$`));
    const stored = await store.get(firstKey!);
    const meta = await sharp(stored!).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });

    // The returned link serves the new avatar.
    const served = await t.app.inject(local(first.json().profileImageUrl));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    // A JPEG sent with no particular content type: the bytes decide.
    const jpeg = await photo('jpeg', 600, 900);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const second = await upload(
      (await linkFor(owner.id, owner.token, 'image/jpeg')).url,
      jpeg,
      'application/octet-stream',
    );
    expect(second.statusCode, second.body).toBe(200);
    const secondKey = await storedPath(owner.id);
    expect(secondKey).not.toBe(firstKey);
    const secondMeta = await sharp((await store.get(secondKey!))!).metadata();
    expect(secondMeta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(secondMeta.exif).toBeUndefined();
    expect(await store.get(firstKey!)).toBeNull();
  });

  it('refuses anything that is not really a JPEG or PNG with 415, whatever it is called', async () => {
    const before = await storedPath(owner.id);
    const pe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    const gif = await photo('gif', 64, 64);
    const text = Buffer.from('just some text, renamed avatar.png');
    const brokenPng = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(100, 7),
    ]);
    for (const [name, bytes] of [
      ['pe', pe],
      ['gif', gif],
      ['text', text],
      ['broken png', brokenPng],
    ] as const) {
      const res = await upload((await linkFor(owner.id, owner.token)).url, bytes, 'image/png');
      expect(res.statusCode, name).toBe(415);
      expect(res.json().errors).toEqual(['body: must be a JPEG or PNG image']);
    }
    expect(await storedPath(owner.id)).toBe(before);
  });

  it('refuses a file over 10 MB with 413 and an empty body with 400', async () => {
    const { url } = await linkFor(owner.id, owner.token);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const res = await upload(url, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/too large/);
    expect((await upload(url, Buffer.alloc(0))).statusCode).toBe(400);
  });

  it('refuses tampered, expired and other-user links with 403', async () => {
    const png = await photo('png', 100, 100);
    const { url } = await linkFor(owner.id, owner.token);
    const u = new URL(url, 'http://app.test');
    const sig = u.searchParams.get('sig')!;
    u.searchParams.set('sig', `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`);
    expect((await upload(u.pathname + u.search, png)).statusCode).toBe(403);

    const later = new URL(url, 'http://app.test');
    later.searchParams.set('exp', String(Number(later.searchParams.get('exp')) + 86400));
    expect((await upload(later.pathname + later.search, png)).statusCode).toBe(403);

    const expired = signUploadLink({
      secret: t.config.authSecret,
      parts: { purpose: 'profile-pic', userId: owner.id, exp: Math.floor(Date.now() / 1000) - 1 },
    });
    expect((await upload(expired, png)).statusCode).toBe(403);

    // The owner's link pointed at someone else's avatar.
    const moved = url.replace(`/profile-pic/${owner.id}?`, `/profile-pic/${other.id}?`);
    expect((await upload(moved, png)).statusCode).toBe(403);
    expect(await storedPath(other.id)).toBeNull();

    // A link without its signature is incomplete.
    const bare = await upload(url.split('?')[0]!, png);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors.join()).toMatch(/exp: .*sig: /);
  });

  it('accepts only image/jpeg or image/png as fileType, naming the field', async () => {
    for (const query of ['?fileType=image/gif', '?fileType=text/plain', '']) {
      const res = await t.app.inject({
        url: `/api/users/${owner.id}/profile-pic${query}`,
        headers: bearer(owner.token),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatch(/^fileType: /);
    }
  });

  it('gives links to the owner and admins only', async () => {
    const url = `/api/users/${owner.id}/profile-pic?fileType=image/jpeg`;
    expect((await t.app.inject({ url, headers: bearer(other.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const { url: adminLink } = await linkFor(owner.id, admin.token);
    expect((await upload(adminLink, await photo('png', 300, 300))).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/users/999999/profile-pic?fileType=image/png', headers: bearer(admin.token) }))
        .statusCode,
    ).toBe(404);
  });
});
