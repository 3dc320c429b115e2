import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBlobStore } from '../../adapters/blobs/local-blob-store.js';
import { signBlobUrl } from '../../adapters/blobs/signing.js';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('local blob links', () => {
  let t: TestApp;
  let store: BlobStore;

  beforeAll(async () => {
    t = await createTestApp();
    // The same store the app uses: same folder, same secret.
    store = createLocalBlobStore({
      root: path.join(t.config.dataDir, 'blobs'),
      publicUrl: t.config.publicUrl,
      secret: t.config.authSecret,
    });
  });
  afterAll(() => t.close());

  const local = (url: string) => url.replace(t.config.publicUrl, '');
  const withParam = (url: string, name: string, value: string) => {
    const u = new URL(url);
    u.searchParams.set(name, value);
    return `${u.pathname}${u.search}`;
  };

  it('stores a PUT to an upload link and serves it back on a read link with its type and cache headers', async () => {
    const upload = await store.uploadUrl('scans/1/roll-1/frame-01.jpg', { contentType: 'image/jpeg' });
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
    const put = await t.app.inject({
      method: 'PUT',
      url: local(upload),
      headers: { 'content-type': 'image/jpeg' },
      payload: bytes,
    });
    expect(put.statusCode, put.body).toBe(200);

    const read = await store.readUrl('scans/1/roll-1/frame-01.jpg', { expiresInSeconds: 600 });
    const res = await t.app.inject({ url: local(read) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.equals(bytes)).toBe(true);
    // Cached for the link's life: at least the 600 s asked for, rounded up to a step of 150 s.
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(res.headers['cache-control'] as string)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(599);
    expect(maxAge).toBeLessThanOrEqual(750);
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(await store.get('scans/1/roll-1/frame-01.jpg')).toEqual(bytes);
  });

  it('keeps the content type the file was uploaded with, whatever its name', async () => {
    const upload = await store.uploadUrl('exports/archive', { contentType: 'application/zip' });
    await t.app.inject({
      method: 'PUT',
      url: local(upload),
      headers: { 'content-type': 'application/zip' },
      payload: Buffer.from('PK'),
    });
    const res = await t.app.inject({ url: local(await store.readUrl('exports/archive')) });
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment');
  });

  it('refuses a PUT whose content type differs from the signed one', async () => {
    const upload = await store.uploadUrl('scans/2/a.png', { contentType: 'image/png' });
    const res = await t.app.inject({
      method: 'PUT',
      url: local(upload),
      headers: { 'content-type': 'text/html' },
      payload: '<script>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().errors[0]).toMatch(/^content-type: /);
    // Nor may the ct in the link be swapped: the signature covers it.
    const swapped = await t.app.inject({
      method: 'PUT',
      url: withParam(upload, 'ct', 'text/html'),
      headers: { 'content-type': 'text/html' },
      payload: '<script>',
    });
    expect(swapped.statusCode).toBe(403);
    expect(await store.get('scans/2/a.png')).toBeNull();
  });

  it('refuses tampered, expired and cross-operation signatures with 403', async () => {
    await store.put('scans/3/b.jpg', Buffer.from('abc'), 'image/jpeg');
    const read = await store.readUrl('scans/3/b.jpg');
    const u = new URL(read);
    const sig = u.searchParams.get('sig')!;
    const tampered = withParam(read, 'sig', `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`);
    expect((await t.app.inject(tampered)).statusCode).toBe(403);
    // Another key with the same signature.
    expect((await t.app.inject(local(read).replace('b.jpg', 'c.jpg'))).statusCode).toBe(403);
    // A later expiry with the old signature.
    const later = withParam(read, 'exp', String(Number(u.searchParams.get('exp')) + 3600));
    expect((await t.app.inject(later)).statusCode).toBe(403);
    // Correctly signed, but already expired.
    const exp = Math.floor(Date.now() / 1000) - 5;
    const expiredSig = signBlobUrl(t.config.authSecret, { op: 'get', key: 'scans/3/b.jpg', exp });
    expect((await t.app.inject(`/api/blobs/scans/3/b.jpg?exp=${exp}&sig=${expiredSig}`)).statusCode).toBe(403);
    // A read link does not allow writing.
    const write = await t.app.inject({
      method: 'PUT',
      url: `${local(read)}&ct=image/jpeg`,
      headers: { 'content-type': 'image/jpeg' },
      payload: 'x',
    });
    expect(write.statusCode).toBe(403);
    // No signature at all.
    expect((await t.app.inject('/api/blobs/scans/3/b.jpg')).statusCode).toBe(400);
    expect(await store.get('scans/3/b.jpg')).toEqual(Buffer.from('abc'));
  });

  it('answers 404 for a correctly signed link to a missing file', async () => {
    expect((await t.app.inject(local(await store.readUrl('scans/none.jpg')))).statusCode).toBe(404);
  });

  it('refuses path traversal, even with a signature made for the traversing key', async () => {
    // A file beside the blob folder that a traversing key would reach.
    writeFileSync(path.join(t.config.dataDir, 'secret.txt'), 'TOP-SECRET');
    const exp = Math.floor(Date.now() / 1000) + 600;
    const attempts = [
      '../secret.txt',
      '..%2Fsecret.txt',
      '%2e%2e%2fsecret.txt',
      'scans/../../secret.txt',
      'scans/%2e%2e/%2e%2e/secret.txt',
      '.meta/scans/3/b.jpg.json',
      'scans//b.jpg',
    ];
    for (const key of attempts) {
      const sig = signBlobUrl(t.config.authSecret, { op: 'get', key: decodeURIComponent(key), exp });
      const res = await t.app.inject(`/api/blobs/${key}?exp=${exp}&sig=${sig}`);
      expect([400, 403, 404], `${key} -> ${res.statusCode} ${res.body}`).toContain(res.statusCode);
      expect(res.body).not.toContain('TOP-SECRET');
    }
    const putSig = signBlobUrl(t.config.authSecret, { op: 'put', key: '../escape.txt', exp, ct: 'text/plain' });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/blobs/..%2Fescape.txt?exp=${exp}&sig=${putSig}&ct=text/plain`,
      headers: { 'content-type': 'text/plain' },
      payload: 'escaped',
    });
    expect(put.statusCode).toBe(400);
    expect(existsSync(path.join(t.config.dataDir, 'escape.txt'))).toBe(false);
  });

  it('does not list the blob links in the OpenAPI document', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    expect(Object.keys(doc.paths).filter((p) => p.includes('/blobs'))).toEqual([]);
  });
});
