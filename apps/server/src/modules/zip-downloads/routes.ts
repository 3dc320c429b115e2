import { zipDownloadRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { registerRoute } from '../../http/register.js';
import { openZipFile } from './open-zip-file.js';
import { presentZipDownload } from './present-zip-download.js';
import { startZipDownload } from './start-zip-download.js';
import { selectZipDownload, selectZipDownloadsOf } from './store.js';

// The file itself is a signed link (like the blob store's and the scan files'), not a JSON
// contract: hidden from the OpenAPI document; the signature stands for the check already made.
const fileParams = z.strictObject({
  zipId: z.coerce.number().int().min(1).max(2_147_483_647),
  fileName: z.string().regex(/^[a-z0-9-]{1,120}\.zip$/, 'must be a zip file name'),
});
const fileQuery = z.strictObject({ exp: z.coerce.number().int(), sig: z.string().min(1).max(200) });

export function registerZipDownloadRoutes(api: FastifyInstance, deps: Deps) {
  const { db, blobs, jobs, events, config } = deps;
  const secret = config.authSecret;
  registerRoute(api, zipDownloadRoutes.start, async ({ params, body }) => ({
    zipDownload: await startZipDownload({ db, jobs, events, secret, userId: params.id, body }),
  }));
  registerRoute(api, zipDownloadRoutes.list, async ({ params, reply }) => {
    reply.header('cache-control', 'private, no-store');
    const rows = await selectZipDownloadsOf(db, params.id);
    return { zipDownloads: rows.map((row) => presentZipDownload(row, secret)) };
  });
  registerRoute(api, zipDownloadRoutes.get, async ({ params, reply }) => {
    reply.header('cache-control', 'private, no-store');
    const row = await selectZipDownload(db, params.zipId);
    if (!row || row.userId !== params.id) throw notFound('Zip download');
    return { zipDownload: presentZipDownload(row, secret) };
  });

  api
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/zip-files/:zipId/:fileName',
      { schema: { hide: true, params: fileParams, querystring: fileQuery } },
      async (request, reply) => {
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === 'string' ? value : undefined;
        };
        const file = await openZipFile({
          db,
          blobs,
          secret,
          zipId: request.params.zipId,
          exp: request.query.exp,
          sig: request.query.sig,
          range: header('range'),
          ifRange: header('if-range'),
        });
        reply.header('accept-ranges', 'bytes').header('cache-control', 'private, no-store');
        if (file.kind === 'unsatisfiable') {
          reply.code(416).header('content-range', `bytes */${file.size}`);
          return { message: 'This range is not in the file', errors: ['range: is outside the file'] };
        }
        reply
          .code(file.status)
          .header('content-type', 'application/zip')
          .header('content-length', String(file.end - file.start + 1))
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('etag', file.etag)
          .header('last-modified', file.lastModified.toUTCString());
        if (file.status === 206) reply.header('content-range', `bytes ${file.start}-${file.end}/${file.size}`);
        return reply.send(file.body);
      },
    );
}
