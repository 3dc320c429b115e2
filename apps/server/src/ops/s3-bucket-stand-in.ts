import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Just enough of an S3-compatible store (path-style) for the backup tests: HeadBucket, ListObjectsV2
 * two objects a page (so paging is exercised), GetObject and PutObject, kept in memory.
 */
export interface BucketStandIn {
  endpoint: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  close(): Promise<void>;
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function bucketStandIn(bucket: string): Promise<BucketStandIn> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const [, name, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    if (name !== bucket) {
      response.statusCode = 404;
      return response.end();
    }
    if (!key && request.method === 'HEAD') return response.end();
    if (!key && request.method === 'GET' && url.searchParams.get('list-type') === '2') {
      const keys = [...objects.keys()].sort();
      const start = Number(url.searchParams.get('continuation-token') ?? 0);
      const page = keys.slice(start, start + 2);
      const more = start + 2 < keys.length;
      response.setHeader('content-type', 'application/xml');
      return response.end(
        `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
          `<Name>${bucket}</Name><KeyCount>${page.length}</KeyCount><IsTruncated>${more}</IsTruncated>` +
          (more ? `<NextContinuationToken>${start + 2}</NextContinuationToken>` : '') +
          page
            .map(
              (k) =>
                `<Contents><Key>${xml(k)}</Key><Size>${objects.get(k)!.body.length}</Size><ETag>"${k.length}"</ETag></Contents>`,
            )
            .join('') +
          `</ListBucketResult>`,
      );
    }
    if (request.method === 'GET') {
      const object = objects.get(key);
      if (!object) {
        response.statusCode = 404;
        response.setHeader('content-type', 'application/xml');
        return response.end('<Error><Code>NoSuchKey</Code><Message>No such key</Message></Error>');
      }
      response.setHeader('content-type', object.contentType);
      response.setHeader('content-length', object.body.length);
      return response.end(object.body);
    }
    if (request.method === 'PUT') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const contentType = request.headers['content-type'] ?? 'application/octet-stream';
        objects.set(key, { body: Buffer.concat(chunks), contentType });
        response.setHeader('etag', '"stored"');
        response.end();
      });
      return;
    }
    response.statusCode = 405;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
