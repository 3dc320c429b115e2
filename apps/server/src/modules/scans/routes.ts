import { scanRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { AppError } from '../../errors.js';
import { serializeOnce } from '../../http/serialize-once.js';
import { clearLibraryOnWrites, libraryCacheFor, readLibrary } from '../rolls/roll-service.js';
import { deleteScan } from './delete-scan.js';
import { finishUpload } from './finish-upload.js';
import { getScan } from './get-scan.js';
import { listScans } from './list-scans.js';
import { rotateScan } from './rotate-scan.js';
import { addScanLabel, removeScanLabel, renameScanLabel } from './scan-labels.js';
import { startUpload } from './start-upload.js';
import { updateScan } from './update-scan.js';

export function registerScanRoutes(api: FastifyInstance, deps: Deps) {
  const { db, blobs } = deps;
  const cache = libraryCacheFor(deps);
  registerRoute(api, scanRoutes.list, async ({ params, query, reply }) =>
    serializeOnce(
      reply,
      scanRoutes.list.response,
      await readLibrary(cache, params.id, 'scans', query, () =>
        listScans({ db, blobs, secret: deps.config.authSecret, userId: params.id, query }),
      ),
    ),
  );
  registerRoute(api, scanRoutes.get, async ({ params, reply }) =>
    serializeOnce(
      reply,
      scanRoutes.get.response,
      await readLibrary(cache, params.id, 'scan', params.scanId, () =>
        getScan({ db, blobs, secret: deps.config.authSecret, userId: params.id, scanId: params.scanId }),
      ),
    ),
  );
  void api.register(async (writes) => {
    clearLibraryOnWrites(writes, cache);
    registerScanWrites(writes, deps);
  });
}

function registerScanWrites(api: FastifyInstance, deps: Deps) {
  const { db, blobs, jobs } = deps;
  registerRoute(api, scanRoutes.startUpload, async ({ params, query, body, user }) => {
    if (user.role !== 'ADMIN' && !deps.config.memberFrameUploads) {
      throw new AppError('FORBIDDEN', 'The lab adds the frames to your rolls.', ['pickUpId: the lab uploads frames']);
    }
    return startUpload({
      db,
      blobs,
      secret: deps.config.authSecret,
      userId: params.id,
      pickUpId: params.pickUpId,
      rollId: params.rollId,
      fileType: query.fileType,
      body,
    });
  });
  registerRoute(api, scanRoutes.finishUpload, async ({ params }) => ({
    scan: await finishUpload({
      db,
      blobs,
      secret: deps.config.authSecret,
      jobs,
      userId: params.id,
      scanId: params.scanId,
      maxBytes: deps.config.scanMaxBytes,
    }),
  }));
  registerRoute(api, scanRoutes.delete, async ({ params }) => {
    await deleteScan({
      db,
      jobs,
      userId: params.id,
      pickUpId: params.pickUpId,
      rollId: params.rollId,
      scanId: params.scanId,
    });
    return { ok: true as const };
  });
  registerRoute(api, scanRoutes.update, async ({ params, body }) => ({
    scan: await updateScan({
      db,
      blobs,
      secret: deps.config.authSecret,
      userId: params.id,
      scanId: params.scanId,
      changes: body,
    }),
  }));
  registerRoute(api, scanRoutes.rotate, async ({ params }) => ({
    scan: await rotateScan({
      db,
      blobs,
      secret: deps.config.authSecret,
      jobs,
      userId: params.id,
      scanId: params.scanId,
      degrees: params.degrees,
    }),
  }));

  const owner = (params: { id: number; scanId: number }) => ({ db, userId: params.id, scanId: params.scanId });
  registerRoute(api, scanRoutes.addTag, async ({ params, body }) => ({
    tag: await addScanLabel({ ...owner(params), kind: 'tag', name: body.name }),
  }));
  registerRoute(api, scanRoutes.renameTag, async ({ params, body }) => ({
    tag: await renameScanLabel({ ...owner(params), kind: 'tag', labelId: params.tagId, name: body.name }),
  }));
  registerRoute(api, scanRoutes.removeTag, async ({ params }) => {
    await removeScanLabel({ ...owner(params), kind: 'tag', labelId: params.tagId });
    return { ok: true as const };
  });
  registerRoute(api, scanRoutes.addLocation, async ({ params, body }) => ({
    location: await addScanLabel({ ...owner(params), kind: 'location', name: body.name }),
  }));
  registerRoute(api, scanRoutes.renameLocation, async ({ params, body }) => ({
    location: await renameScanLabel({
      ...owner(params),
      kind: 'location',
      labelId: params.locationId,
      name: body.name,
    }),
  }));
  registerRoute(api, scanRoutes.removeLocation, async ({ params }) => {
    await removeScanLabel({ ...owner(params), kind: 'location', labelId: params.locationId });
    return { ok: true as const };
  });
}
