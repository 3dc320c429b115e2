// A plan fee changed by a new price list: each member whose membership renews hears of it by e-mail
// before it is billed, once, with the old and new fee and the first renewal billed at the new one.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs.js';
import { subscriptions } from '../../db/schema/subscriptions.js';
import { seedPlans } from '../../db/seed/plans.js';
import { seedPriceLists } from '../../db/seed/price-lists.js';
import { seedServices } from '../../db/seed/services.js';
import { JOB_TYPES } from '../../jobs/job-types.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { admin, api, customer } from '../orders/order-test-helpers.js';
import { mailsTo, onlyMailTo } from '../receipts/receipt-test-helpers.js';

const DAY = 86_400_000;

describe('notices of a plan fee change', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp({ JOB_POLL_MS: '50', LAB_TIME_ZONE: 'America/New_York' });
    call = api(t);
    await seedPlans(t.database.db);
    await seedServices(t.database.db);
    await seedPriceLists(t.database.db);
  });
  afterAll(() => t.close());

  const onPlan = async (planId: string, renewsInDays: number, ending = false) => {
    const person = await customer(t);
    await t.database.db.insert(subscriptions).values({
      userId: person.id,
      planId,
      status: 'active',
      cancelAtPeriodEnd: ending,
      currentPeriodEnd: new Date(Date.now() + renewsInDays * DAY),
    });
    return person;
  };
  const draftWith = async (token: string, plans: Array<{ planId: string; price: number }>, prices: unknown[] = []) => {
    const { id } = (await call('POST', '/price-lists', token)).json() as { id: number };
    const put = await call('PUT', `/price-lists/${id}`, token, { plans, prices });
    expect(put.statusCode, put.body).toBe(200);
    return id;
  };

  it('tells each renewing member of a changed plan, once, and no one else', async () => {
    const renewing = await onPlan('NICE_2025', 40);
    const ending = await onPlan('NICE_2025', 40, true);
    const otherPlan = await onPlan('NICE_MONTHLY', 10);
    const staff = await admin(t);
    const id = await draftWith(staff.token, [{ planId: 'NICE_2025', price: 21999 }]);
    const startsAt = new Date(Date.now() + 20 * DAY);
    const activated = await call('POST', `/price-lists/${id}/activate`, staff.token, {
      startsAt: startsAt.toISOString(),
    });
    expect(activated.statusCode, activated.body).toBe(200);

    const mail = await onlyMailTo(t, renewing.email, /membership fee changes/);
    const day = (date: Date) =>
      new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/New_York' }).format(date);
    expect(mail.subject).toBe(`Your Nice membership fee changes on ${day(startsAt)}`);
    expect(mail.text).toContain(`costs $219.99 a year (it is $199.99 now)`);
    expect(mail.text).toContain('The period you have paid for keeps its price.');
    // Their renewal comes after the new list starts: it is the first billed at the new fee.
    expect(mail.text).toContain(`Your next renewal, on ${day(new Date(Date.now() + 40 * DAY))}, is billed $219.99.`);
    expect(mail.text).toContain(`${t.config.publicUrl}/users/${renewing.id}/settings`);
    expect(await mailsTo(t, ending.email, /membership fee/)).toEqual([]);
    expect(await mailsTo(t, otherPlan.email, /membership fee/)).toEqual([]);

    // The job run again tells no one twice.
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.type, JOB_TYPES.sendFeeNotices));
    await t.database.db.insert(jobs).values({ type: JOB_TYPES.sendFeeNotices, payload: job!.payload });
    expect(await mailsTo(t, renewing.email, /membership fee/)).toHaveLength(1);
  });

  it('says the first renewal from the change on when the next one comes before it, and sends nothing for a list that changes no fee', async () => {
    const soon = await onPlan('NICE_MONTHLY', 3);
    const staff = await admin(t);
    const unchanged = await draftWith(staff.token, [], [{ service: 'devScan', tier: 'NON_MEMBER', cents: 1999 }]);
    expect((await call('POST', `/price-lists/${unchanged}/activate`, staff.token)).statusCode).toBe(200);
    expect(await mailsTo(t, soon.email, /membership fee/)).toEqual([]);

    const monthly = await draftWith(staff.token, [{ planId: 'NICE_MONTHLY', price: 2499 }]);
    const startsAt = new Date(Date.now() + 10 * DAY);
    expect(
      (await call('POST', `/price-lists/${monthly}/activate`, staff.token, { startsAt: startsAt.toISOString() }))
        .statusCode,
    ).toBe(200);
    const mail = await onlyMailTo(t, soon.email, /membership fee changes/);
    expect(mail.text).toContain('a month');
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/New_York' }).format(startsAt);
    expect(mail.text).toContain(`Your first renewal from ${day} on is billed $24.99.`);
  });
});
