import { tiffUnlockRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { clearLibraryOnWrites, libraryCacheFor, libraryTag } from '../rolls/library-cache.js';
import { finishUnlock, listPendingUnlocks, startMasterUpload } from './lab-tasks.js';
import { unlockScans } from './unlock-scans.js';

export function registerTiffUnlockRoutes(api: FastifyInstance, deps: Deps) {
  const cache = libraryCacheFor(deps);
  // An unlock changes the member's scans (tiffUnlocked, files.tiff): their cached pages are dropped.
  void api.register(async (writes) => {
    clearLibraryOnWrites(writes, cache);
    registerRoute(writes, tiffUnlockRoutes.unlock, async ({ params, body, request }) =>
      unlockScans({ deps, log: request.log, userId: params.id, body }),
    );
  });
  registerRoute(api, tiffUnlockRoutes.pending, async () => listPendingUnlocks(deps));
  registerRoute(api, tiffUnlockRoutes.upload, async ({ params }) =>
    startMasterUpload({ deps, unlockId: params.unlockId }),
  );
  registerRoute(api, tiffUnlockRoutes.done, async ({ params }) => {
    const customerIds = await finishUnlock({ deps, unlockId: params.unlockId });
    await cache.changed(customerIds.map(libraryTag));
    return { ok: true as const };
  });
}
