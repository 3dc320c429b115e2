import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { readBlob } from './read-blob.js';
import { writeBlob } from './write-blob.js';

// Signed links of the local blob store (adapters/blobs/local-blob-store.ts). They carry file bytes,
// not JSON, so they are plain routes hidden from the OpenAPI document rather than contracts.
const readQuery = z.object({ exp: z.coerce.number().int(), sig: z.string().min(1).max(200) });
const writeQuery = readQuery.extend({ ct: z.string().min(1).max(200) });

const keyOf = (params: unknown) => (params as { '*': string })['*'];

export function registerBlobRoutes(api: FastifyInstance, deps: Deps) {
  // With S3 the browser talks to the bucket; these links only exist for the local store.
  if (deps.config.blobs.driver !== 'local') return;
  void api.register(async (scope) => {
    // Uploads are left unread here and streamed to disk by writeBlob, whatever their type.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const routes = scope.withTypeProvider<ZodTypeProvider>();

    routes.get('/blobs/*', { schema: { hide: true, querystring: readQuery } }, async (request, reply) => {
      const file = await readBlob({
        blobs: deps.blobs,
        secret: deps.config.authSecret,
        link: { key: keyOf(request.params), ...request.query },
      });
      reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.size))
        .header('cache-control', `private, max-age=${file.maxAgeSeconds}`)
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', file.inline ? 'inline' : 'attachment');
      return reply.send(file.body);
    });

    routes.put('/blobs/*', { schema: { hide: true, querystring: writeQuery } }, async (request) => {
      const length = request.headers['content-length'];
      // Background image work waits while files arrive (jobs/upload-activity.ts).
      const ended = deps.uploads.started();
      try {
        await writeBlob({
          blobs: deps.blobs,
          secret: deps.config.authSecret,
          link: { key: keyOf(request.params), ...request.query },
          contentType: request.headers['content-type'],
          contentLength: length === undefined ? undefined : Number(length),
          body: request.raw,
        });
      } finally {
        ended();
      }
      return { ok: true as const };
    });
  });
}
