// The price-list contract: the active list for anyone; drafts, edits, activation and the change log
// for staff; bad input named by field.
import { SEED_PRICE_LIST } from '@filmlab/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPriceLists } from '../../db/seed/price-lists.js';
import { admin, api, customer } from '../orders/order-test-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('price lists', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let staff: { id: number; token: string };

  beforeAll(async () => {
    t = await createTestApp();
    call = api(t);
    expect(await seedPriceLists(t.database.db)).toBe(true);
    expect(await seedPriceLists(t.database.db)).toBe(false);
    staff = await admin(t);
  });
  afterAll(() => t.close());

  const draft = async () => {
    const res = await call('POST', '/price-lists', staff.token);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; status: string; entries: typeof SEED_PRICE_LIST };
  };

  it('answers the seeded list to anyone', async () => {
    const res = await call('GET', '/public/price-list');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.id).toBeGreaterThan(0);
    expect(body.entries).toEqual(SEED_PRICE_LIST);
  });

  it('lets only staff make, edit, activate or list price lists', async () => {
    const me = await customer(t);
    expect((await call('POST', '/price-lists', null)).statusCode).toBe(401);
    expect((await call('POST', '/price-lists', me.token)).statusCode).toBe(403);
    expect((await call('GET', '/price-lists', me.token)).statusCode).toBe(403);
    const { id } = await draft();
    expect((await call('PUT', `/price-lists/${id}`, me.token, { prices: [] })).statusCode).toBe(403);
    expect((await call('POST', `/price-lists/${id}/activate`, me.token, {})).statusCode).toBe(403);
  });

  it('makes a draft copy of the active list, edits it, activates it, and logs who changed what', async () => {
    const made = await draft();
    expect(made.status).toBe('draft');
    expect(made.entries).toEqual(SEED_PRICE_LIST);
    const res = await call('PUT', `/price-lists/${made.id}`, staff.token, {
      prices: [{ service: 'devScan', tier: 'NON_MEMBER', cents: 1899 }],
      plans: [{ planId: 'NICE_2025', price: 21999 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entries.prices.devScan.NON_MEMBER).toBe(1899);
    expect(res.json().entries.plans.NICE_2025.price).toBe(21999);
    // Still the old list until activated.
    expect((await call('GET', '/public/price-list')).json().entries.prices.devScan.NON_MEMBER).toBe(1799);

    const activated = await call('POST', `/price-lists/${made.id}/activate`, staff.token);
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json()).toMatchObject({ id: made.id, status: 'active', activatedBy: staff.id });
    const active = (await call('GET', '/public/price-list')).json();
    expect(active.id).toBe(made.id);
    expect(active.entries.prices.devScan.NON_MEMBER).toBe(1899);

    const all = (await call('GET', '/price-lists', staff.token)).json();
    expect(all.priceLists.find((l: { id: number }) => l.id === made.id).status).toBe('active');
    expect(all.priceLists.filter((l: { status: string }) => l.status === 'active')).toHaveLength(1);
    const mine = all.changes.filter((c: { priceListId: number }) => c.priceListId === made.id);
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          userId: staff.id,
          service: 'devScan',
          tier: 'NON_MEMBER',
          oldCents: 1799,
          newCents: 1899,
        }),
        expect.objectContaining({ userId: staff.id, planId: 'NICE_2025', oldCents: 19999, newCents: 21999 }),
      ]),
    );
    expect(mine).toHaveLength(2);
    expect(mine[0].userName).toMatch(/Test Person/);
  });

  it('changes a plan’s credits per period beside or without its fee, and logs each kind changed', async () => {
    const made = await draft();
    const res = await call('PUT', `/price-lists/${made.id}`, staff.token, {
      prices: [{ service: 'rush', tier: 'NICE_2025', cents: 0 }],
      plans: [
        { planId: 'NICE_2025', credits: { devScan: 12, scan4K: 3, rush: 'unlimited' } },
        { planId: 'VERY_NICE_2025', price: 109999, credits: { proScan: 5 } },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entries.plans.NICE_2025).toEqual({
      ...made.entries.plans.NICE_2025,
      rollCredits: 12,
      rushCredits: 'unlimited',
    });
    expect(res.json().entries.plans.VERY_NICE_2025).toMatchObject({ price: 109999, proScanCredits: 5 });
    const all = (await call('GET', '/price-lists', staff.token)).json();
    const mine = all.changes.filter((c: { priceListId: number }) => c.priceListId === made.id);
    const credit = (planId: string, kind: string, oldCredits: unknown, newCredits: unknown) =>
      expect.objectContaining({ planId, credit: kind, oldCredits, newCredits, oldCents: null, newCents: null });
    expect(mine).toEqual(
      expect.arrayContaining([
        credit('NICE_2025', 'devScan', 10, 12),
        credit('NICE_2025', 'rush', 3, 'unlimited'),
        credit('VERY_NICE_2025', 'proScan', 3, 5),
        expect.objectContaining({ planId: 'VERY_NICE_2025', credit: null, oldCents: 99999, newCents: 109999 }),
      ]),
    );
    // The rush price of Nice, the fee, and three kinds of credits (scan4K was 3 already).
    expect(mine).toHaveLength(5);
    // The fee alone still works as it did.
    const fee = await call('PUT', `/price-lists/${made.id}`, staff.token, {
      plans: [{ planId: 'NICE_2025', price: 20999 }],
    });
    expect(fee.json().entries.plans.NICE_2025).toMatchObject({ price: 20999, rollCredits: 12 });
  });

  it('refuses to edit or activate a list that is not a draft (409)', async () => {
    const made = await draft();
    expect((await call('POST', `/price-lists/${made.id}/activate`, staff.token, {})).statusCode).toBe(200);
    const edit = await call('PUT', `/price-lists/${made.id}`, staff.token, {
      prices: [{ service: 'devScan', tier: 'NON_MEMBER', cents: 1 }],
    });
    expect(edit.statusCode).toBe(409);
    expect((await call('POST', `/price-lists/${made.id}/activate`, staff.token, {})).statusCode).toBe(409);
    expect((await call('PUT', '/price-lists/999999', staff.token, { prices: [] })).statusCode).toBe(404);
  });

  it.each([
    [{ prices: [{ service: 'devScann', tier: 'NON_MEMBER', cents: 1 }] }, 'prices.0.service'],
    [{ prices: [{ service: 'devScan', tier: 'GOLD', cents: 1 }] }, 'prices.0.tier'],
    [{ prices: [{ service: 'devScan', tier: 'NON_MEMBER', cents: -1 }] }, 'prices.0.cents'],
    [{ prices: [{ service: 'devScan', tier: 'NON_MEMBER', cents: 12.5 }] }, 'prices.0.cents'],
    [{ prices: [{ service: 'devScan', tier: 'NON_MEMBER', cents: '1899' }] }, 'prices.0.cents'],
    [{ plans: [{ planId: 'GOLD', price: 100 }] }, 'plans.0.planId'],
    [{ plans: [{ planId: 'NICE_2025', price: -100 }] }, 'plans.0.price'],
    [{ plans: [{ planId: 'NICE_2025', credits: { devScan: -1 } }] }, 'plans.0.credits.devScan'],
    [{ plans: [{ planId: 'NICE_2025', credits: { devScan: 'lots' } }] }, 'plans.0.credits.devScan'],
    [{ plans: [{ planId: 'NICE_2025', credits: { prints: 2 } }] }, 'plans.0.credits.prints'],
    [{ plans: [{ planId: 'NICE_2025', credits: 12 }] }, 'plans.0.credits'],
    // Unlimited credits grant no rows: only where the plan pays 0 for the service.
    [{ plans: [{ planId: 'NICE_2025', credits: { rush: 'unlimited' } }] }, 'plans.0.credits.rush'],
  ])('refuses %j naming %s', async (body, field) => {
    const made = await draft();
    const res = await call('PUT', `/price-lists/${made.id}`, staff.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.join(' ')).toContain(`${field}:`);
  });

  it('refuses a start that is not a date or is in the past, naming startsAt', async () => {
    const made = await draft();
    for (const startsAt of ['tomorrow', '2001-01-01T00:00:00Z']) {
      const res = await call('POST', `/price-lists/${made.id}/activate`, staff.token, { startsAt });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatch(/^startsAt: /);
    }
  });

  it('schedules a list that takes over at its start without a restart, and the old one expires', async () => {
    const before = (await call('GET', '/public/price-list')).json();
    const made = await draft();
    await call('PUT', `/price-lists/${made.id}`, staff.token, {
      prices: [{ service: 'rush', tier: 'NON_MEMBER', cents: 1999 }],
    });
    const startsAt = new Date(Date.now() + 1500).toISOString();
    const res = await call('POST', `/price-lists/${made.id}/activate`, staff.token, { startsAt });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('scheduled');
    expect((await call('GET', '/public/price-list')).json().id).toBe(before.id);
    await new Promise((resolve) => setTimeout(resolve, 1700));
    const after = (await call('GET', '/public/price-list')).json();
    expect(after.id).toBe(made.id);
    expect(after.entries.prices.rush.NON_MEMBER).toBe(1999);
    const all = (await call('GET', '/price-lists', staff.token)).json();
    expect(all.priceLists.find((l: { id: number }) => l.id === before.id).status).toBe('expired');
  });
});
