import { sharedScanRoutes, sharedScansParams, shareRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { serializeOnce } from '../../http/serialize-once.js';
import { createShare } from './create-share.js';
import { downloadSharedScan } from './download-shared-scan.js';
import { listShares } from './list-shares.js';
import { openSharePreview } from './open-share-preview.js';
import { libraryCacheFor } from '../rolls/library-cache.js';
import { readSharedScans } from './read-shared-scans.js';
import { revokeShare } from './revoke-share.js';

export function registerShareRoutes(api: FastifyInstance, deps: Deps) {
  const { db, blobs, config } = deps;
  const cache = libraryCacheFor(deps);
  registerRoute(api, shareRoutes.create, async ({ params, query, reply }) => {
    // Each call makes a link: never a cached answer.
    reply.header('cache-control', 'no-store');
    return {
      share: await createShare({
        db,
        blobs,
        publicUrl: config.publicUrl,
        userId: params.id,
        scanIds: query.scanIds,
        expiresInDays: query.expiresInDays,
        allowDownload: query.allowDownload,
        includeDetails: query.includeDetails,
      }),
    };
  });
  registerRoute(api, shareRoutes.list, async ({ params }) => listShares({ db, blobs, userId: params.id }));
  registerRoute(api, shareRoutes.revoke, async ({ params }) => {
    await revokeShare({ db, userId: params.id, shareId: params.shareId });
    return { ok: true as const };
  });
  registerRoute(api, sharedScanRoutes.get, async ({ params, reply }) => {
    // The links inside are signed for an hour; a revoked share must not live on in a cache.
    reply.header('cache-control', 'private, no-store');
    const page = await readSharedScans({ db, blobs, labName: config.labName, code: params.code, cache });
    return serializeOnce(reply, sharedScanRoutes.get.response, page);
  });
  registerRoute(api, sharedScanRoutes.download, async ({ params, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return downloadSharedScan({ db, secret: config.authSecret, code: params.code, scanId: params.scanId });
  });

  // An image, not a JSON contract: hidden from the OpenAPI document, like the other files.
  api
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/shared-scans/:code/preview.jpg',
      { schema: { hide: true, params: sharedScansParams } },
      async (request, reply) => {
        const preview = await openSharePreview({
          db,
          blobs,
          labName: config.labName,
          code: request.params.code,
          cache,
        });
        reply
          .header('content-type', 'image/jpeg')
          .header('content-length', String(preview.size))
          // Previewers keep their own copy; ours is read through the share, so a revoked link stops soon.
          .header('cache-control', 'public, max-age=300');
        return reply.send(preview.body);
      },
    );
}
