import { rollEventRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { listStageRolls } from './list-stage-rolls.js';
import { readRollEventDays } from './read-roll-event-days.js';

export function registerRollEventRoutes(api: FastifyInstance, deps: Deps) {
  registerRoute(api, rollEventRoutes.days, async ({ query, reply }) => {
    reply.header('cache-control', 'no-store');
    return readRollEventDays({ deps, days: query.days });
  });

  registerRoute(api, rollEventRoutes.stage, async ({ params, query, reply }) => {
    reply.header('cache-control', 'no-store');
    return listStageRolls({ deps, stage: params.event, ...query });
  });
}
