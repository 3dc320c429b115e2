// Route rows (see route-rows.ts) of memberships: the owner buys a tier with a fresh test card token,
// and cancels or resumes their own membership.
import { and, eq, inArray } from 'drizzle-orm';
import { subscriptions } from '../db/schema/subscriptions.js';
import { seedPlans } from '../db/seed/plans.js';
import type { Fixture } from './fixture.js';
import type { Rows } from './row-types.js';

const seeded = new WeakMap<object, Promise<void>>();
const plans = (fx: Fixture) => {
  const db = fx.t.database.db;
  if (!seeded.has(db)) seeded.set(db, seedPlans(db));
  return seeded.get(db)!;
};

const owner = (fx: Fixture) => ({ id: fx.callers.owner.id!, token: fx.callers.owner.token! });

/** Ends the owner's membership as if its period ran out, so each call may buy one anew. */
async function endOwnersMembership(fx: Fixture): Promise<void> {
  await fx.t.database.db
    .update(subscriptions)
    .set({ status: 'canceled' })
    .where(and(eq(subscriptions.userId, owner(fx).id), inArray(subscriptions.status, ['active', 'past_due'])));
}

/** The owner's live membership, bought when they have none. */
async function ownersMembership(fx: Fixture): Promise<number> {
  await plans(fx);
  const [live] = await fx.t.database.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, owner(fx).id), eq(subscriptions.status, 'active')));
  if (live) return live.id;
  const made = await fx.ask('POST', `/users/${owner(fx).id}/subscriptions/NICE_2025`, owner(fx).token, {
    token: await fx.fresh.cardToken(),
  });
  return made.subscription.id as number;
}

export const membershipRows: Rows = {
  'memberships.purchase': {
    call: async (fx) => {
      await plans(fx);
      await endOwnersMembership(fx);
      return {
        params: { id: owner(fx).id, plan: 'NICE_2025' },
        body: { token: await fx.fresh.cardToken() },
      };
    },
  },
  'memberships.list': { call: (fx) => ({ params: { id: owner(fx).id } }) },
  'memberships.credits': { call: (fx) => ({ params: { id: owner(fx).id } }) },
  'memberships.cancel': {
    owned: true,
    call: async (fx) => ({ params: { id: owner(fx).id, subscriptionId: await ownersMembership(fx) } }),
  },
  'memberships.resume': {
    owned: true,
    call: async (fx) => ({ params: { id: owner(fx).id, subscriptionId: await ownersMembership(fx) } }),
  },
};
