import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import { createLocalBlobStore } from '../../adapters/blobs/local-blob-store.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  addToCollection,
  buildCallers,
  caller,
  makeCollection,
  makeProduct,
  type Caller,
} from './catalogue-test-helpers.js';
import { signImageUploadLink } from './image-upload-link.js';

const picture = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 2400, height = 1600) => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 180 } } });
  if (format === 'jpeg')
    return image
      .withExif({ IFD0: { Make: 'FilmCam' } })
      .jpeg()
      .toBuffer();
  return image[format]().toBuffer();
};

describe('product, detail and collection images', () => {
  let t: TestApp;
  let store: BlobStore;
  let admin: Caller;
  let customer: Caller;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp();
    store = createLocalBlobStore({
      root: path.join(t.config.dataDir, 'blobs'),
      secret: t.config.authSecret,
    });
    ({ admin, customer } = await buildCallers(t));
    call = caller(t);
  });
  afterAll(() => t.close());

  const local = (url: string) => url;
  const linkFor = async (url: string, fileType = 'image/png') => {
    const res = await call('GET', `${url}/images/upload-url?fileType=${fileType}`, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { url: string; expiresAt: string };
  };
  const upload = (url: string, payload: Buffer | string, contentType = 'image/png') =>
    t.app.inject({ method: 'PUT', url: local(url), headers: { 'content-type': contentType }, payload });

  it('stores an uploaded image re-encoded as WebP, at most 2000 px, named after the product', async () => {
    const product = await makeProduct(t, admin.token, { name: 'Portra 800 Test' });
    const { url, expiresAt } = await linkFor(`/products/${product.id}`);
    expect(url.startsWith(`/api/uploads/catalogue-images/product/${product.id}?`)).toBe(true);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());

    const res = await upload(url, await picture('png'));
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json().image;
    expect(image).toMatchObject({ alt: 'Portra 800 Test', exists: true, width: 2000, height: 1333 });
    expect(image.path).toMatch(new RegExp(`^products/${product.id}/[\\w-]+\\.webp$`));
    const meta = await sharp((await store.get(image.path))!).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 2000, height: 1333 });
    const served = await t.app.inject(local(image.read));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    // Its small copy, for phones: at most 800 px, beside it in the store, with a read link of its own.
    const smallPath = image.path.replace(/\.webp$/, '-800.webp');
    expect(image.small).toEqual({ read: expect.stringContaining(smallPath), width: 800 });
    expect(await sharp((await store.get(smallPath))!).metadata()).toMatchObject({
      format: 'webp',
      width: 800,
      height: 533,
    });
    expect((await t.app.inject(local(image.small.read))).statusCode).toBe(200);

    // A JPEG and a WebP, whatever content type is declared; the first image stays first in lists.
    const jpeg = await upload(
      (await linkFor(`/products/${product.id}`, 'image/jpeg')).url,
      await picture('jpeg', 300, 200),
      'application/octet-stream',
    );
    expect(jpeg.statusCode, jpeg.body).toBe(201);
    expect((await sharp((await store.get(jpeg.json().image.path))!).metadata()).exif).toBeUndefined();
    const webp = await upload(
      (await linkFor(`/products/${product.id}`, 'image/webp')).url,
      await picture('webp', 64, 64),
    );
    // A picture no larger than a small copy has none.
    expect(webp.json().image).toMatchObject({ width: 64, height: 64, small: null });

    const full = (await call('GET', `/products/${product.id}`)).json().product;
    expect(full.images.map((i: { path: string }) => i.path)).toEqual([
      image.path,
      jpeg.json().image.path,
      webp.json().image.path,
    ]);
    const listed = (await call('GET', `/products?ids=${product.id}`)).json().products[0];
    expect(listed.images).toHaveLength(1);
    expect(listed.images[0]).toMatchObject({ path: image.path, alt: 'Portra 800 Test', exists: true });
    expect(listed.images[0].small).toMatchObject({ width: 800 });

    // Deleting the picture deletes its copy too.
    const deleted = await call('DELETE', `/products/${product.id}/images?path=${image.path}`, admin.token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await store.get(image.path)).toBeNull();
    expect(await store.get(smallPath)).toBeNull();
  });

  it('refuses a text file named .png, a GIF and a broken PNG with 415, and stores nothing', async () => {
    const product = await makeProduct(t, admin.token);
    const brokenPng = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64, 7),
    ]);
    for (const [name, bytes] of [
      ['text', Buffer.from('a shopping list, renamed photo.png')],
      ['gif', await picture('gif', 32, 32)],
      ['broken png', brokenPng],
    ] as const) {
      const res = await upload((await linkFor(`/products/${product.id}`)).url, bytes);
      expect(res.statusCode, name).toBe(415);
      expect(res.json().errors).toEqual(['body: must be a JPEG, PNG or WebP image']);
    }
    expect((await call('GET', `/products/${product.id}`)).json().product.images).toEqual([]);
    const { url } = await linkFor(`/products/${product.id}`);
    expect((await upload(url, Buffer.alloc(0))).statusCode).toBe(400);
    for (const fileType of ['image/gif', 'text/plain']) {
      const res = await call('GET', `/products/${product.id}/images/upload-url?fileType=${fileType}`, admin.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatch(/^fileType: /);
    }
  });

  it('refuses tampered, expired and moved links with 403, and links for missing owners with 404', async () => {
    const product = await makeProduct(t, admin.token);
    const other = await makeProduct(t, admin.token);
    const png = await picture('png', 50, 50);
    const { url } = await linkFor(`/products/${product.id}`);
    const moved = url.replace(`/product/${product.id}?`, `/product/${other.id}?`);
    expect((await upload(moved, png)).statusCode).toBe(403);
    const asCollection = url.replace('/product/', '/collection/');
    expect((await upload(asCollection, png)).statusCode).toBe(403);
    const expired = signImageUploadLink({
      secret: t.config.authSecret,
      parts: { target: 'product', id: product.id, exp: Math.floor(Date.now() / 1000) - 1 },
    });
    expect((await upload(expired, png)).statusCode).toBe(403);
    expect((await upload(url.split('?')[0]!, png)).statusCode).toBe(400);
    expect((await call('GET', `/products/999999/images/upload-url?fileType=image/png`, admin.token)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/products/${product.id}`)).json().product.images).toEqual([]);
  });

  it("deletes only the product's own images: another product's path is refused and its file kept", async () => {
    const mine = await makeProduct(t, admin.token);
    const theirs = await makeProduct(t, admin.token);
    const png = await picture('png', 80, 80);
    const myImage = (await upload((await linkFor(`/products/${mine.id}`)).url, png)).json().image;
    const theirImage = (await upload((await linkFor(`/products/${theirs.id}`)).url, png)).json().image;

    const refused = await call('DELETE', `/products/${mine.id}/images?path=${theirImage.path}`, admin.token);
    expect(refused.statusCode).toBe(404);
    expect(await store.get(theirImage.path)).not.toBeNull();
    expect((await call('GET', `/products/${theirs.id}`)).json().product.images).toHaveLength(1);
    for (const bad of ['../secrets', '/etc/passwd', 'products/../../x']) {
      const res = await call('DELETE', `/products/${mine.id}/images?path=${encodeURIComponent(bad)}`, admin.token);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors[0]).toMatch(/^path: /);
    }
    expect((await call('DELETE', `/products/${mine.id}/images?path=${myImage.path}`, customer.token)).statusCode).toBe(
      403,
    );

    const deleted = await call('DELETE', `/products/${mine.id}/images?path=${myImage.path}`, admin.token);
    expect(deleted.json()).toEqual({ ok: true });
    expect(await store.get(myImage.path)).toBeNull();
    expect((await call('GET', `/products/${mine.id}`)).json().product.images).toEqual([]);
    expect((await call('DELETE', `/products/${mine.id}/images?path=${myImage.path}`, admin.token)).statusCode).toBe(
      404,
    );
  });

  it('keeps detail images with their detail and collection images with their collection', async () => {
    const product = await makeProduct(t, admin.token, { name: 'Detail Film' });
    const other = await makeProduct(t, admin.token);
    const detail = (await call('POST', `/products/${product.id}/details`, admin.token, { subtitle: 'Box' })).json()
      .detail;
    const detailUrl = `/products/${product.id}/details/${detail.id}`;
    const png = await picture('png', 120, 90);
    const image = (await upload((await linkFor(detailUrl)).url, png)).json().image;
    expect(image).toMatchObject({ alt: 'Detail Film: Box' });
    expect(image.path).toMatch(new RegExp(`^product-details/${detail.id}/`));
    expect((await call('GET', detailUrl)).json().detail.images).toHaveLength(1);
    const product404 = await call(
      'GET',
      `/products/${other.id}/details/${detail.id}/images/upload-url?fileType=image/png`,
      admin.token,
    );
    expect(product404.statusCode).toBe(404);
    const wrongOwner = `/products/${other.id}/details/${detail.id}/images?path=${image.path}`;
    expect((await call('DELETE', wrongOwner, admin.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/products/${product.id}/images?path=${image.path}`, admin.token)).statusCode).toBe(
      404,
    );
    expect(await store.get(image.path)).not.toBeNull();

    // Deleting the detail takes its image files with it.
    expect((await call('DELETE', detailUrl, admin.token)).statusCode).toBe(200);
    expect(await store.get(image.path)).toBeNull();

    const collection = await makeCollection(t, admin.token, { name: 'Banner Shelf' });
    await addToCollection(t, admin.token, collection.id, product.id);
    const wide = await picture('png', 1600, 640);
    const banner = (await upload((await linkFor(`/product-collections/${collection.id}`)).url, wide)).json().image;
    expect(banner).toMatchObject({ alt: 'Banner Shelf' });
    const got = (await call('GET', `/product-collections/${collection.id}`)).json().collection;
    expect(got.images.map((i: { path: string }) => i.path)).toEqual([banner.path]);
    expect(got.imageUrl).toBe(got.images[0].read);
    // The tiles' picture with its small copy, for phones.
    // (Links are compared without their expiry and signature: a read may fall in the next step.)
    const unsigned = (link: string) => link.split('?')[0];
    expect(got).toMatchObject({ imageWidth: 1600, imageSmall: { width: 800 } });
    expect(unsigned(got.imageSmall.read)).toBe(unsigned(banner.small.read));
    // A second image: the list still shows the first, and counts the product.
    const second = (await upload((await linkFor(`/product-collections/${collection.id}`)).url, png)).json().image;
    const listed = (await call('GET', '/product-collections?active=true')).json().detailedCollections as Array<{
      collection: { id: number; imageUrl: string | null };
      productCount: number;
    }>;
    const entry = listed.find((d) => d.collection.id === collection.id);
    expect(entry?.productCount).toBe(1);
    expect(entry?.collection.imageUrl).toContain(banner.path);
    expect(entry?.collection.imageUrl).not.toContain(second.path);
    const refused = await call(
      'DELETE',
      `/product-collections/${collection.id}/images?path=${banner.path.replace(/\d+\//, '999/')}`,
      admin.token,
    );
    expect(refused.statusCode).toBe(404);
    expect((await call('DELETE', `/product-collections/${collection.id}`, admin.token)).statusCode).toBe(200);
    expect(await store.get(banner.path)).toBeNull();
    // The product outlives its collection.
    expect((await call('GET', `/products/${product.id}`)).statusCode).toBe(200);
  });
});
