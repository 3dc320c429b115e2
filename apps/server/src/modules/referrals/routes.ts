import { referralRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { listReferrals } from './list-referrals.js';
import { sendReferral } from './send-referral.js';

export function registerReferralRoutes(api: FastifyInstance, deps: Deps) {
  registerRoute(api, referralRoutes.list, async ({ params }) => listReferrals({ ...deps, userId: params.id }));
  registerRoute(api, referralRoutes.send, async ({ params, query }) =>
    sendReferral({ ...deps, userId: params.id, email: query.email }),
  );
}
