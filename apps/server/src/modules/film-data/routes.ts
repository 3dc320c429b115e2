import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { withLabIdentity } from '../lab/lab-service.js';
import { fileSettingsOf, streamScanFile } from './stream-scan-file.js';

// The file itself is a signed link (like the blob store's and the contact sheet's), not a JSON
// contract: hidden from the OpenAPI document; the signature stands for the check already made.
const fileParams = z.strictObject({
  scanId: z.coerce.number().int().min(1).max(2_147_483_647),
  fileName: z.string().regex(/^[a-z0-9-]{1,120}\.(jpg|png|tif)$/, 'must be a file name'),
});
const fileQuery = z.strictObject({
  exp: z.coerce.number().int(),
  /** A visitor's link: the film data only (scans/scan-file-link.ts). */
  only: z.literal('film', 'must be film').optional(),
  /** The unlocked TIFF master instead of the hi-res. */
  file: z.literal('tiff', 'must be tiff').optional(),
  sig: z.string().min(1).max(200),
});

export function registerFilmDataRoutes(api: FastifyInstance, deps: Deps) {
  const { db, blobs, config } = deps;
  api
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/scan-files/:scanId/:fileName',
      { schema: { hide: true, params: fileParams, querystring: fileQuery } },
      async (request, reply) => {
        const file = await streamScanFile({
          db,
          blobs,
          secret: config.authSecret,
          settings: fileSettingsOf((await withLabIdentity(deps)).config),
          scanId: request.params.scanId,
          fileName: request.params.fileName,
          exp: request.query.exp,
          sig: request.query.sig,
          scope: request.query.only ?? 'full',
          file: request.query.file ?? 'hi-res',
        });
        reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cache-control', 'private, no-store');
        return reply.send(file.body);
      },
    );
}
