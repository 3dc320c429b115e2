import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3BlobStore } from './s3-blob-store.js';
import type { BlobStore } from './blob-store.js';

interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
}

/** A small stand-in for an S3-compatible store (path-style): PutObject, GetObject, DeleteObject. */
function startFakeS3(): Promise<{
  server: Server;
  endpoint: string;
  objects: Map<string, { body: Buffer; type: string }>;
  seen: Seen[];
}> {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: Seen[] = [];
  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = decodeURIComponent(url.pathname);
    seen.push({ method: request.method ?? '', path, authorization: request.headers.authorization });
    const signed =
      request.headers.authorization?.startsWith('AWS4-HMAC-SHA256') || url.searchParams.has('X-Amz-Signature');
    if (!signed) {
      response.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>AccessDenied</Code></Error>');
      return;
    }
    if (request.method === 'PUT') {
      objects.set(path, {
        body: await readBody(request),
        type: request.headers['content-type'] ?? 'binary/octet-stream',
      });
      response.writeHead(200, { etag: '"abc"' }).end();
    } else if (request.method === 'GET') {
      const object = objects.get(path);
      if (!object) {
        response
          .writeHead(404, { 'content-type': 'application/xml' })
          .end(
            '<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
          );
        return;
      }
      response.writeHead(200, { 'content-type': object.type, 'content-length': object.body.length }).end(object.body);
    } else if (request.method === 'DELETE') {
      objects.delete(path);
      response.writeHead(204).end();
    } else {
      response.writeHead(405).end();
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, endpoint: `http://127.0.0.1:${port}`, objects, seen });
    });
  });
}

describe('S3 blob store against a local S3 stand-in', () => {
  let fake: Awaited<ReturnType<typeof startFakeS3>>;
  let store: BlobStore;

  beforeAll(async () => {
    fake = await startFakeS3();
    store = createS3BlobStore({
      bucket: 'film-lab',
      region: 'us-east-1',
      endpoint: fake.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'test-key', secretAccessKey: 'test-secret' },
    });
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  it('puts, gets and deletes objects with signed requests in the configured bucket', async () => {
    await store.put('scans/1/frame.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    expect(fake.objects.get('/film-lab/scans/1/frame.jpg')).toEqual({
      body: Buffer.from('jpeg bytes'),
      type: 'image/jpeg',
    });
    expect(fake.seen.at(-1)?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\//);

    expect(await store.get('scans/1/frame.jpg')).toEqual(Buffer.from('jpeg bytes'));
    const opened = await store.openRead!('scans/1/frame.jpg');
    expect(opened?.contentType).toBe('image/jpeg');
    expect(opened?.size).toBe(10);

    await store.delete('scans/1/frame.jpg');
    expect(fake.objects.has('/film-lab/scans/1/frame.jpg')).toBe(false);
    expect(await store.get('scans/1/frame.jpg')).toBeNull();
    expect(await store.openRead!('scans/1/frame.jpg')).toBeNull();
  });

  it('makes presigned PUT and GET links that carry a signature and an expiry, and work', async () => {
    const upload = new URL(
      await store.uploadUrl('avatars/2/a.webp', { contentType: 'image/webp', expiresInSeconds: 300 }),
    );
    expect(upload.origin).toBe(fake.endpoint);
    expect(upload.pathname).toBe('/film-lab/avatars/2/a.webp');
    expect(upload.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(upload.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(upload.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(upload.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toContain('content-type');

    const put = await fetch(upload, { method: 'PUT', headers: { 'content-type': 'image/webp' }, body: 'webp bytes' });
    expect(put.status).toBe(200);

    const read = new URL(await store.readUrl('avatars/2/a.webp'));
    // Signed as of the start of a 15-minute step, for an hour past the step's end: valid for at least
    // an hour from now, and the same link for every read within the step.
    expect(read.searchParams.get('X-Amz-Expires')).toBe('4500');
    const signedAt = Date.parse(
      read.searchParams.get('X-Amz-Date')!.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'),
    );
    expect(signedAt + 4500_000).toBeGreaterThanOrEqual(Date.now() + 3_599_000);
    expect(signedAt).toBeLessThanOrEqual(Date.now());
    expect(read.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const got = await fetch(read);
    expect(await got.text()).toBe('webp bytes');
    expect(got.headers.get('content-type')).toBe('image/webp');
  });

  it('refuses keys that could escape their folder', async () => {
    await expect(store.put('../x', Buffer.from(''), 'text/plain')).rejects.toThrow(/Unsafe blob key/);
    await expect(store.readUrl('a/../../b')).rejects.toThrow(/Unsafe blob key/);
  });
});
