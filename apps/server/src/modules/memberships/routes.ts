import { membershipRoutes } from '@filmlab/api';
import { isActiveMember, isOneOf, PLAN_IDS } from '@filmlab/domain';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { creditLedger } from '../credits/plan-credits.js';
import { findAccountById } from '../users/service.js';
import { changeRenewal } from './change-renewal.js';
import { findMembership } from './find-membership.js';
import { presentSubscription } from './present-subscription.js';
import { purchaseMembership } from './purchase-membership.js';
import { liveSubscription, subscriptionsOf } from './store.js';

export function registerMembershipRoutes(api: FastifyInstance, deps: Deps) {
  const { db } = deps;

  registerRoute(api, membershipRoutes.purchase, async ({ params, query, body, request }) => ({
    subscription: await purchaseMembership({
      deps,
      log: request.log,
      userId: params.id,
      planId: params.plan,
      promoCode: query.promoCode,
      token: body.token,
    }),
  }));

  registerRoute(api, membershipRoutes.list, async ({ params }) => ({
    subscriptions: (await subscriptionsOf(db, params.id)).map(presentSubscription),
  }));

  registerRoute(api, membershipRoutes.cancel, async ({ params }) => ({
    subscription: await changeRenewal({ deps, userId: params.id, subscriptionId: params.subscriptionId, cancel: true }),
  }));

  registerRoute(api, membershipRoutes.resume, async ({ params }) => ({
    subscription: await changeRenewal({
      deps,
      userId: params.id,
      subscriptionId: params.subscriptionId,
      cancel: false,
    }),
  }));

  registerRoute(api, membershipRoutes.credits, async ({ params }) => {
    const now = new Date();
    const [membership, user] = await Promise.all([
      findMembership({ db, userId: params.id }),
      findAccountById(db, params.id),
    ]);
    const planId = isOneOf(PLAN_IDS, membership.plan) ? membership.plan : 'NON_MEMBER';
    const active = isActiveMember({ planId, active: user?.active ?? false });
    const live = active ? await liveSubscription(db, params.id) : undefined;
    const ledger = await creditLedger({
      db,
      userId: params.id,
      activePlan: active ? planId : null,
      periodStart: live?.currentPeriodStart ?? null,
      now,
    });
    return {
      balance: ledger.balance,
      nextGrantAt: membership.status === 'renewing' ? membership.periodEnd : null,
      entries: ledger.entries.map((entry) => ({
        ...entry,
        periodStart: entry.periodStart?.toISOString() ?? null,
        expiresAt: entry.expiresAt?.toISOString() ?? null,
        createdAt: entry.createdAt.toISOString(),
      })),
    };
  });
}
