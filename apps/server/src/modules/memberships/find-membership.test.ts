import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema/subscriptions.js';
import { seedPlans } from '../../db/seed/plans.js';
import { bearer, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { findMembership, findMemberships } from './find-membership.js';

describe('membership of a user', () => {
  let t: TestApp;
  const periodEnd = new Date('2026-03-01T00:00:00.000Z');

  beforeAll(async () => {
    t = await createTestApp();
    await seedPlans(t.database.db);
  });
  afterAll(() => t.close());

  const subscribe = (userId: number, values: Partial<typeof subscriptions.$inferInsert> = {}) =>
    t.database.db.insert(subscriptions).values({
      userId,
      planId: 'NICE_2025',
      priceLookupKey: 'nice2025',
      status: 'active',
      currentPeriodEnd: periodEnd,
      ...values,
    });

  it('is none without a subscription', async () => {
    const { user } = await buildUser(t.database.db, { config: t.config });
    expect(await findMembership({ db: t.database.db, userId: user.id })).toEqual({
      plan: 'NON_MEMBER',
      status: 'none',
      periodEnd: null,
    });
  });

  it('renews, expires or has lapsed according to the subscription and the member flag', async () => {
    const db = t.database.db;
    const renewing = await buildUser(db, { config: t.config, active: true });
    const expiring = await buildUser(db, { config: t.config, active: true });
    const lapsed = await buildUser(db, { config: t.config, active: false });
    await subscribe(renewing.user.id);
    await subscribe(expiring.user.id, {
      planId: 'VERY_NICE_2025',
      priceLookupKey: 'verynice2025',
      cancelAtPeriodEnd: true,
    });
    await subscribe(lapsed.user.id, { status: 'canceled' });

    const found = await findMemberships({ db, userIds: [renewing.user.id, expiring.user.id, lapsed.user.id] });
    expect(found.get(renewing.user.id)).toEqual({
      plan: 'NICE_2025',
      status: 'renewing',
      periodEnd: periodEnd.toISOString(),
    });
    expect(found.get(expiring.user.id)).toEqual({
      plan: 'VERY_NICE_2025',
      status: 'expiring',
      periodEnd: periodEnd.toISOString(),
    });
    expect(found.get(lapsed.user.id)?.status).toBe('lapsed');

    // The user endpoint carries it.
    const res = await t.app.inject({ url: `/api/users/${expiring.user.id}`, headers: bearer(expiring.token) });
    expect(res.json().membership).toEqual({
      plan: 'VERY_NICE_2025',
      status: 'expiring',
      periodEnd: periodEnd.toISOString(),
    });
  });

  it('reads the plan from the newest subscription, by its price lookup key', async () => {
    const db = t.database.db;
    const { user } = await buildUser(db, { config: t.config, active: true });
    await subscribe(user.id, { createdAt: new Date('2024-01-01T00:00:00Z') });
    await subscribe(user.id, {
      planId: 'NICE_2025',
      priceLookupKey: 'supernice2025',
      createdAt: new Date('2025-01-01T00:00:00Z'),
    });
    expect((await findMembership({ db, userId: user.id })).plan).toBe('SUPER_NICE_2025');
  });

  it('takes the member flag from a caller that holds it (the buyer at checkout)', async () => {
    const db = t.database.db;
    const { user } = await buildUser(db, { config: t.config, active: true });
    await subscribe(user.id);
    const asked = await findMembership({ db, userId: user.id });
    expect(asked.status).toBe('renewing');
    expect(await findMembership({ db, userId: user.id, active: true })).toEqual(asked);
    expect((await findMembership({ db, userId: user.id, active: false })).status).toBe('lapsed');
    const nonMember = await buildUser(db, { config: t.config });
    expect((await findMembership({ db, userId: nonMember.user.id, active: false })).status).toBe('none');
  });

  it('grants nothing for a price lookup key the lab does not sell', async () => {
    const db = t.database.db;
    const { user } = await buildUser(db, { config: t.config, active: true });
    await subscribe(user.id, { priceLookupKey: 'somebody-elses-plan' });
    expect(await findMembership({ db, userId: user.id })).toEqual({
      plan: 'NON_MEMBER',
      status: 'none',
      periodEnd: null,
    });
  });
});
