// A membership's payments send receipts: the purchase, each renewal, once however often it settles.
import { formatCents } from '@filmlab/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentProvider } from '../../adapters/payments/create-payment-provider.js';
import { seedPlans } from '../../db/seed/plans.js';
import { seedServices } from '../../db/seed/services.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { renewDueMemberships } from '../memberships/renew-memberships.js';
import { DECLINED_CARD, api, cardToken, customer } from '../orders/order-test-helpers.js';
import { findAccountById } from '../users/service.js';
import { mailsTo } from './receipt-test-helpers.js';

const RECEIPT = /^Your receipt for your .* membership/;

describe('receipts of membership payments', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp({ JOB_POLL_MS: '50', LAB_NAME: 'Darkroom & Daylight' });
    call = api(t);
    await seedPlans(t.database.db);
    await seedServices(t.database.db);
  });
  afterAll(() => t.close());

  const emailOf = async (userId: number) => (await findAccountById(t.database.db, userId))!.email;

  it('sends the purchase its receipt: plan, period, credits, amount and card; a renewal sends the next one', async () => {
    const buyer = await customer(t);
    const email = await emailOf(buyer.id);
    const res = await call('POST', `/users/${buyer.id}/subscriptions/NICE_2025`, buyer.token, {
      token: await cardToken(t),
    });
    expect(res.statusCode, res.body).toBe(201);
    const [receipt, ...more] = await mailsTo(t, email, RECEIPT);
    expect(more).toHaveLength(0);
    expect(receipt!.subject).toBe('Your receipt for your Nice membership from Darkroom & Daylight');
    expect(receipt!.text).toContain('Nice membership, ');
    expect(receipt!.text).toContain(formatCents(19999));
    expect(receipt!.text).toContain('Your card on file');
    expect(receipt!.text).toContain('Dev + Scan credits:');
    expect(receipt!.text).toContain(`${t.config.publicUrl}/users/${buyer.id}/settings`);
    expect(receipt!.html).toContain('Darkroom &amp; Daylight');

    // The renewal run, after the period ends, charges again: one more receipt, however many runs.
    const end = new Date(res.json().subscription.currentPeriodEnd);
    const renew = () =>
      renewDueMemberships({
        deps: { db: t.database.db, payments: createPaymentProvider(t.config, t.database.db) },
        now: new Date(end.getTime() + 60_000),
      });
    await renew();
    await renew();
    expect(await mailsTo(t, email, RECEIPT)).toHaveLength(2);
  });

  it('sends nothing for a declined purchase', async () => {
    const buyer = await customer(t);
    const res = await call('POST', `/users/${buyer.id}/subscriptions/NICE_2025`, buyer.token, {
      token: await cardToken(t, DECLINED_CARD),
    });
    expect(res.statusCode).toBe(402);
    expect(await mailsTo(t, await emailOf(buyer.id), RECEIPT)).toHaveLength(0);
  });
});
