import { tagRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { clearLibraryOnWrites, libraryCacheFor, readLibrary } from '../rolls/roll-service.js';
import { deleteLabel } from './delete-label.js';
import { listLabels } from './list-labels.js';
import { renameLabel } from './rename-label.js';

export function registerTagRoutes(api: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const cache = libraryCacheFor(deps);
  registerRoute(api, tagRoutes.list, async ({ params }) =>
    readLibrary(cache, params.id, 'tags', null, () => listLabels({ db, userId: params.id })),
  );
  void api.register(async (writes) => {
    clearLibraryOnWrites(writes, cache);
    registerTagWrites(writes, deps);
  });
}

function registerTagWrites(api: FastifyInstance, deps: Deps) {
  const { db } = deps;
  registerRoute(api, tagRoutes.renameTag, async ({ params, body }) => ({
    tag: await renameLabel({ db, kind: 'tag', userId: params.id, labelId: params.tagId, name: body.name }),
  }));
  registerRoute(api, tagRoutes.deleteTag, async ({ params }) => {
    await deleteLabel({ db, kind: 'tag', userId: params.id, labelId: params.tagId });
    return { ok: true as const };
  });
  registerRoute(api, tagRoutes.renameLocation, async ({ params, body }) => ({
    location: await renameLabel({
      db,
      kind: 'location',
      userId: params.id,
      labelId: params.locationId,
      name: body.name,
    }),
  }));
  registerRoute(api, tagRoutes.deleteLocation, async ({ params }) => {
    await deleteLabel({ db, kind: 'location', userId: params.id, labelId: params.locationId });
    return { ok: true as const };
  });
}
