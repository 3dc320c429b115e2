import { labRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { labServiceFor } from './lab-service.js';
import { updateLab } from './update-lab.js';

/** The lab's identity: everyone reads it, staff change it. */
export function registerLabRoutes(api: FastifyInstance, deps: Deps) {
  const lab = labServiceFor(deps);
  registerRoute(api, labRoutes.identity, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=5');
    return { lab: await lab.identity() };
  });
  registerRoute(api, labRoutes.update, async ({ body, user }) => {
    const identity = await updateLab({ db: deps.db, config: deps.config, input: body, staffId: user.id });
    await lab.changed();
    return { lab: identity };
  });
}
