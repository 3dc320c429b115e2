import { scanRetentionRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { getScanRetention } from './get-scan-retention.js';

export function registerScanRetentionRoutes(api: FastifyInstance, deps: Deps) {
  registerRoute(api, scanRetentionRoutes.get, async ({ params, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return getScanRetention({ db: deps.db, userId: params.id });
  });
}
