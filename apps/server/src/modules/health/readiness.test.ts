import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Just enough of an S3-compatible store for HeadBucket: 200 for the bucket, 404 for any other. */
function bucketStandIn(bucket: string): Promise<Server> {
  const server = createServer((request, response) => {
    response.statusCode =
      request.method === 'HEAD' && request.url?.split('?')[0]?.replace(/\/$/, '') === `/${bucket}` ? 200 : 404;
    response.end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('/readyz with S3', () => {
  const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
  let store: Server;
  let t: TestApp;
  beforeAll(async () => {
    process.env.AWS_ACCESS_KEY_ID = 'test-access-key';
    process.env.AWS_SECRET_ACCESS_KEY = 'test-secret-key';
    store = await bucketStandIn('scans');
    const { port } = store.address() as AddressInfo;
    t = await createTestApp({ S3_BUCKET: 'scans', S3_ENDPOINT: `http://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t.close();
    if (store.listening) await new Promise((resolve) => store.close(resolve));
    for (const [name, value] of [
      ['AWS_ACCESS_KEY_ID', saved.id],
      ['AWS_SECRET_ACCESS_KEY', saved.secret],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('is 503 for a bucket the store does not have', async () => {
    const { port } = store.address() as AddressInfo;
    const other = await createTestApp({ S3_BUCKET: 'no-such-bucket', S3_ENDPOINT: `http://127.0.0.1:${port}` });
    try {
      const res = await other.app.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json().errors).toEqual([expect.stringContaining('S3 bucket no-such-bucket')]);
    } finally {
      await other.close();
    }
  });

  it('is ready while the bucket answers, and 503 naming S3 once the store is unreachable', async () => {
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', blobs: 's3' });

    await new Promise((resolve) => store.close(resolve));
    store.closeAllConnections();
    const down = await t.app.inject('/readyz');
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe('The blob store is not reachable');
    expect(down.json().errors).toEqual([
      expect.stringMatching(/^blobs: The S3 bucket scans at http:\/\/127\.0\.0\.1:\d+ is not reachable/),
    ]);
    // Liveness is the process's own: it still answers.
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
  });
});

describe('/readyz without its database', () => {
  it('is 503 naming the database once it cannot be reached', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject('/readyz')).statusCode).toBe(200);
      await t.database.close();
      const down = await t.app.inject('/readyz');
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ message: 'The database is not reachable', errors: ['database: is not reachable'] });
    } finally {
      await t.app.close();
      rmSync(t.config.dataDir, { recursive: true, force: true });
    }
  });
});
