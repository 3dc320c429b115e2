import { rollRoutes, scanRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { serializeOnce } from '../../http/serialize-once.js';
import { clearScans } from './clear-scans.js';
import { clearLibraryOnWrites, libraryCacheFor, readLibrary } from '../rolls/roll-service.js';
import { getRoll } from './get-roll.js';
import { listLibraryFilters } from './list-library-filters.js';
import { listRolls } from './list-rolls.js';
import { reverseScans } from './reverse-scans.js';
import { addRollLabel, removeRollLabel, renameRollLabel } from './roll-labels.js';
import { updateRoll } from './update-roll.js';

/**
 * The library as the member's screens show it: pages of rolls, one roll, the filters of both the
 * rolls' and the scans' lists, and the edits of a roll (its details, its labels, its frames' order).
 */
export function registerLibraryRoutes(api: FastifyInstance, deps: Deps) {
  const { db, blobs } = deps;
  const cache = libraryCacheFor(deps);
  // Reads come from a brief per-process copy of the member's pages, serialized once per copy.
  registerRoute(api, rollRoutes.list, async ({ params, query, reply }) =>
    serializeOnce(
      reply,
      rollRoutes.list.response,
      await readLibrary(cache, params.id, 'rolls', query, () => listRolls({ db, blobs, userId: params.id, query })),
    ),
  );
  registerRoute(api, rollRoutes.filters, async ({ params, reply }) =>
    serializeOnce(
      reply,
      rollRoutes.filters.response,
      await readLibrary(cache, params.id, 'filters', null, () => listLibraryFilters({ db, userId: params.id })),
    ),
  );
  registerRoute(api, scanRoutes.filters, async ({ params, reply }) =>
    serializeOnce(
      reply,
      scanRoutes.filters.response,
      await readLibrary(cache, params.id, 'filters', null, () => listLibraryFilters({ db, userId: params.id })),
    ),
  );
  registerRoute(api, rollRoutes.get, async ({ params, user }) => {
    const viewerIsStaff = user.role === 'ADMIN';
    const filmRoll = await readLibrary(cache, params.id, 'roll', [params.rollId, viewerIsStaff], () =>
      getRoll({
        db,
        blobs,
        userId: params.id,
        rollId: params.rollId,
        viewerIsStaff,
        memberUploads: deps.config.memberFrameUploads,
      }),
    );
    return { filmRoll };
  });
  void api.register(async (writes) => {
    clearLibraryOnWrites(writes, cache);
    registerRollWrites(writes, deps);
  });
}

function registerRollWrites(api: FastifyInstance, deps: Deps) {
  const { db, blobs, jobs } = deps;
  registerRoute(api, rollRoutes.update, async ({ params, body }) => ({
    filmRoll: await updateRoll({ db, blobs, userId: params.id, rollId: params.rollId, changes: body }),
  }));
  registerRoute(api, rollRoutes.updateFilm, async ({ params, body }) => ({
    filmRoll: await updateRoll({ db, blobs, userId: params.id, rollId: params.rollId, changes: body.value }),
  }));
  registerRoute(api, rollRoutes.reverseScans, async ({ params }) => ({
    filmRoll: await reverseScans({ db, blobs, userId: params.id, rollId: params.rollId }),
  }));
  registerRoute(api, rollRoutes.clearScans, async ({ params }) =>
    clearScans({ db, jobs, userId: params.id, rollId: params.rollId }),
  );

  const owner = (params: { id: number; rollId: number }) => ({ db, userId: params.id, rollId: params.rollId });
  registerRoute(api, rollRoutes.addTag, async ({ params, body }) => ({
    tag: await addRollLabel({ ...owner(params), kind: 'tag', name: body.name }),
  }));
  registerRoute(api, rollRoutes.renameTag, async ({ params, body }) => ({
    tag: await renameRollLabel({ ...owner(params), kind: 'tag', labelId: params.tagId, name: body.name }),
  }));
  registerRoute(api, rollRoutes.removeTag, async ({ params }) => {
    await removeRollLabel({ ...owner(params), kind: 'tag', labelId: params.tagId });
    return { ok: true as const };
  });
  registerRoute(api, rollRoutes.addLocation, async ({ params, body }) => ({
    location: await addRollLabel({ ...owner(params), kind: 'location', name: body.name }),
  }));
  registerRoute(api, rollRoutes.renameLocation, async ({ params, body }) => ({
    location: await renameRollLabel({
      ...owner(params),
      kind: 'location',
      labelId: params.locationId,
      name: body.name,
    }),
  }));
  registerRoute(api, rollRoutes.removeLocation, async ({ params }) => {
    await removeRollLabel({ ...owner(params), kind: 'location', labelId: params.locationId });
    return { ok: true as const };
  });
}
