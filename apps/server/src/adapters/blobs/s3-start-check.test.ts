import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import { createS3BlobStore } from './s3-blob-store.js';
import { BlobStoreStartError } from './s3-start-check.js';

const SITE = 'https://lab.example';

/** An S3 stand-in (path-style) for what the start checks: HeadBucket, Get/PutBucketCors. */
function startFakeS3(bucket: { exists: boolean; cors: string | null; mayPutCors: boolean }) {
  const corsPuts: string[] = [];
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const xml = (status: number, body: string) =>
      response.writeHead(status, { 'content-type': 'application/xml' }).end(`<?xml version="1.0"?>${body}`);
    if (!bucket.exists || url.pathname.replace(/\/$/, '') !== '/film-lab')
      return request.method === 'HEAD'
        ? response.writeHead(404).end()
        : xml(404, '<Error><Code>NoSuchBucket</Code><Message>The specified bucket does not exist</Message></Error>');
    if (request.method === 'HEAD') return response.writeHead(200).end();
    if (url.searchParams.has('cors') && request.method === 'GET')
      return bucket.cors
        ? xml(200, bucket.cors)
        : xml(
            404,
            '<Error><Code>NoSuchCORSConfiguration</Code><Message>The CORS configuration does not exist</Message></Error>',
          );
    if (url.searchParams.has('cors') && request.method === 'PUT') {
      if (!bucket.mayPutCors)
        return xml(403, '<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>');
      corsPuts.push(Buffer.concat(chunks).toString());
      bucket.cors = corsPuts.at(-1)!;
      return response.writeHead(200).end();
    }
    response.writeHead(405).end();
  });
  return new Promise<{ server: Server; endpoint: string; corsPuts: string[] }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, endpoint: `http://127.0.0.1:${port}`, corsPuts });
    });
  });
}

const storeAt = (endpoint: string) =>
  createS3BlobStore({
    bucket: 'film-lab',
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'test-key', secretAccessKey: 'test-secret' },
  });

describe('the S3 store at start', () => {
  const servers: Server[] = [];
  const fake = async (bucket: Parameters<typeof startFakeS3>[0]) => {
    const started = await startFakeS3(bucket);
    servers.push(started.server);
    return started;
  };
  let closedPort: string;
  beforeAll(async () => {
    // A port nothing listens on: taken, then let go.
    const { server, endpoint } = await startFakeS3({ exists: true, cors: null, mayPutCors: true });
    await new Promise((resolve) => server.close(resolve));
    closedPort = endpoint;
  });
  afterAll(() => servers.forEach((server) => server.close()));

  it('says S3 does not answer, and which setting names it, when nothing listens there', async () => {
    const problem = storeAt(closedPort).prepare!({ siteOrigin: SITE });
    await expect(problem).rejects.toBeInstanceOf(BlobStoreStartError);
    await expect(problem).rejects.toThrow(
      `The file store (S3) is not usable: S3 does not answer at ${closedPort} (S3_ENDPOINT) (ECONNREFUSED)`,
    );
  });

  it('says the bucket does not exist and what to set', async () => {
    const { endpoint } = await fake({ exists: false, cors: null, mayPutCors: true });
    await expect(storeAt(endpoint).prepare!({ siteOrigin: SITE })).rejects.toThrow(
      `the bucket "film-lab" (S3_BUCKET) does not exist at ${endpoint} (S3_ENDPOINT): create it, or set S3_BUCKET`,
    );
  });

  it('adds the CORS rule the site needs to a bucket without one, keeping its other rules', async () => {
    const other =
      '<CORSConfiguration><CORSRule><AllowedOrigin>https://other.example</AllowedOrigin><AllowedMethod>GET</AllowedMethod></CORSRule></CORSConfiguration>';
    const { endpoint, corsPuts } = await fake({ exists: true, cors: other, mayPutCors: true });
    const store = storeAt(endpoint);
    expect(await store.prepare!({ siteOrigin: SITE })).toEqual([
      `S3 bucket film-lab is ready; added the CORS rule that lets ${SITE} upload.`,
    ]);
    expect(corsPuts).toHaveLength(1);
    expect(corsPuts[0]).toContain('<AllowedOrigin>https://other.example</AllowedOrigin>');
    expect(corsPuts[0]).toContain(`<AllowedOrigin>${SITE}</AllowedOrigin>`);
    expect(corsPuts[0]).toContain('<AllowedMethod>PUT</AllowedMethod>');
    expect(corsPuts[0]).toContain('<AllowedHeader>content-type</AllowedHeader>');
    // Started again, the rule is there: nothing more is written.
    expect(await storeAt(endpoint).prepare!({ siteOrigin: SITE })).toEqual([
      `S3 bucket film-lab is ready; its CORS rule lets ${SITE} upload.`,
    ]);
    expect(corsPuts).toHaveLength(1);
    await expect(store.uploadUrl('scans/1/a.jpg', { contentType: 'image/jpeg' })).resolves.toMatch(/X-Amz-Signature/);
  });

  it('prints the exact rule when it may not set it, and refuses browser uploads saying why', async () => {
    const { endpoint } = await fake({ exists: true, cors: null, mayPutCors: false });
    const store = storeAt(endpoint);
    const lines = await store.prepare!({ siteOrigin: SITE });
    expect(lines[0]).toBe(
      `S3 bucket film-lab has no CORS rule that lets ${SITE} upload, and setting one was refused (Access Denied).`,
    );
    const command = lines.find((line) => line.startsWith('aws s3api put-bucket-cors'));
    expect(command).toContain(`--bucket film-lab --endpoint-url ${endpoint} --cors-configuration '`);
    expect(JSON.parse(command!.slice(command!.indexOf("'") + 1, -1))).toEqual({
      CORSRules: [
        {
          AllowedOrigins: [SITE],
          AllowedMethods: ['PUT', 'GET', 'HEAD'],
          AllowedHeaders: ['content-type'],
          ExposeHeaders: ['ETag'],
          MaxAgeSeconds: 3600,
        },
      ],
    });
    const refused = store.uploadUrl('scans/1/a.jpg', { contentType: 'image/jpeg' });
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toThrow(`the S3 bucket film-lab has no CORS rule for ${SITE}`);
    // A scanning station is no browser: it still gets its link.
    await expect(store.uploadUrl('scans/1/a.jpg', { contentType: 'image/jpeg', browser: false })).resolves.toMatch(
      /X-Amz-Signature/,
    );
  });
});
