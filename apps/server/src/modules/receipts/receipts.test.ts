import { TIFF_UNLOCK_PRICE_CENTS, formatCents, formatTaxRate, orderNumber } from '@filmlab/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credits } from '../../db/schema/credits.js';
import { products } from '../../db/schema/products.js';
import { seedPlans } from '../../db/seed/plans.js';
import { seedServices } from '../../db/seed/services.js';
import { buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { NYC, admin, api, cardToken, customer, film, openOrder, savedCard } from '../orders/order-test-helpers.js';
import { buildRoll, insertFrames } from '../scans/test-library.js';
import { mailsTo, onlyMailTo } from './receipt-test-helpers.js';

const RECEIPT = /^Your receipt for order /;
const ROLL = { brand: 'Kodak', model: 'Gold 200', format: '35mm', process: 'C-41' } as const;

describe('receipts of paid orders', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let staff: { id: number; token: string };

  beforeAll(async () => {
    t = await createTestApp({ JOB_POLL_MS: '50', LAB_NAME: 'Darkroom & Daylight' });
    call = api(t);
    staff = await admin(t);
    await seedPlans(t.database.db);
    await seedServices(t.database.db);
  });
  afterAll(() => t.close());

  it('sends a paid guest shop order one receipt: its lines, totals, card, where it ships and the guest’s link', async () => {
    const item = await film(t, staff.token, 10, { name: 'Portra 400 "Fresh" & Cold' });
    const email = `guest-${Date.now()}@example.test`;
    const placed = await call('POST', '/guest-orders', null, {
      email,
      name: 'Gus Guest',
      address: { line1: '350 5th Ave', city: 'New York', state: 'NY', zip: '10118' },
      lines: [{ productId: item.id, variantId: item.variantId, quantity: 2 }],
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order, token } = placed.json();
    const paid = await call('PUT', `/guest-orders/${order.id}/attach-payment`, null, {
      token,
      paymentId: await cardToken(t),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const total = paid.json().order.total as number;

    const mail = await onlyMailTo(t, email, RECEIPT);
    expect(mail.subject).toBe(`Your receipt for order ${orderNumber(order.id)} from Darkroom & Daylight`);
    expect(mail.text).toContain('Hi Gus,');
    expect(mail.text).toMatch(/2 × Portra 400 "Fresh" & Cold \(Single Roll\) +\$30\.00/);
    expect(mail.text).toMatch(/Shipping +\$9\.99/);
    expect(mail.text).toMatch(new RegExp(`Tax \\(${formatTaxRate(8.875)}\\) +\\${formatCents(order.tax)}`));
    expect(mail.text).toMatch(new RegExp(`Total +\\${formatCents(total)}`));
    expect(mail.text).toMatch(new RegExp(`Visa ending in 4242 +\\${formatCents(total)}`));
    expect(mail.text).toContain('Gus Guest, 350 5th Ave, New York, NY 10118');
    expect(mail.text).toContain(`${t.config.publicUrl}/orders/${order.id}?guestToken=${token}`);
    expect(mail.text.trimEnd().endsWith('Darkroom & Daylight')).toBe(true);
    // The HTML says the same, every piece of text escaped.
    expect(mail.html).toContain('2 × Portra 400 &quot;Fresh&quot; &amp; Cold (Single Roll)');
    expect(mail.html).toContain(formatCents(total));
    expect(mail.html).toContain(`href="${t.config.publicUrl}/orders/${order.id}?guestToken=${token}"`);
    expect(mail.html).toContain('Darkroom &amp; Daylight');
    expect(mail.html).not.toContain('"Fresh"');
  });

  it('sends a paid development order one receipt with its services and the customer’s summary link', async () => {
    const me = await customer(t);
    expect((await call('POST', `/users/${me.id}/address`, me.token, NYC)).statusCode).toBe(201);
    const created = await call('POST', `/users/${me.id}/orders`, me.token, {
      rolls: [
        { brand: 'Kodak', model: 'Portra 400', format: '35mm', process: 'C-41', rush: true },
        { brand: 'Ilford', model: 'HP5', format: '120', process: 'BW' },
      ],
      inbound: { method: 'DROP_OFF' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json().order;
    const paid = await call('PUT', `/orders/${order.id}/attach-payment`, me.token, {
      paymentId: await savedCard(t, me, { number: '5555 5555 5555 4444', expMonth: 12, expYear: 2040, cvc: '123' }),
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const mail = await onlyMailTo(t, me.email, RECEIPT);
    expect(mail.subject).toContain(orderNumber(order.id));
    for (const line of order.lines as Array<{ productName: string; quantity: number; amount: number }>) {
      expect(mail.text).toContain(`${line.quantity} × ${line.productName}`);
      expect(mail.html).toContain(`${line.quantity} × ${line.productName.replaceAll('&', '&amp;')}`);
    }
    expect(mail.text).toContain('× Dev + Scan (C-41/BW)');
    expect(mail.text).toMatch(/× Rush +\$/);
    expect(mail.text).toMatch(new RegExp(`Total +\\${formatCents(order.total)}`));
    expect(mail.text).toMatch(new RegExp(`Mastercard ending in 4444 +\\${formatCents(order.total)}`));
    expect(mail.text).toContain(`${t.config.publicUrl}/users/${me.id}/orders/${order.id}/summary`);
    // A development order's lines are services: nothing ships.
    expect(mail.text).not.toContain('Where it ships');
  });

  it('sends a receipt for an order account credit paid in full: nothing charged, the credit named', async () => {
    const item = await film(t, staff.token, 5);
    const buyer = await customer(t, { credits: 10_000 });
    const order = await openOrder(t, buyer.token, item, { applyCredit: true });
    expect(order.total).toBe(0);
    const paid = await call('PUT', `/orders/${order.id}/attach-payment`, buyer.token, {
      paymentId: await cardToken(t),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const applied = paid.json().order.appliedCredit as number;
    expect(applied).toBeGreaterThan(0);

    const mail = await onlyMailTo(t, buyer.email, RECEIPT);
    expect(mail.text).toMatch(/Total +\$0\.00/);
    expect(mail.text).toMatch(new RegExp(`Account credit +-\\${formatCents(applied)}`));
    expect(mail.text).toMatch(new RegExp(`How you paid\\n  Account credit +\\${formatCents(applied)}`));
    expect(mail.text).not.toContain('ending in');
  });

  /** A Nice member with an NYC address and `devScanCredits` dev+scan credits, and their order of `rolls` rolls. */
  async function creditedOrder(devScanCredits: number, rolls: number) {
    const me = await customer(t, { member: true });
    expect((await call('POST', `/users/${me.id}/address`, me.token, NYC)).statusCode).toBe(201);
    const [devscan] = await t.database.db.select().from(products).where(eq(products.sku, 'devscan'));
    await t.database.db.insert(credits).values({
      userId: me.id,
      productId: devscan!.id,
      quantity: devScanCredits,
      remaining: devScanCredits,
      source: 'PLAN',
    });
    const created = await call('POST', `/users/${me.id}/orders`, me.token, {
      rolls: Array.from({ length: rolls }, () => ROLL),
      inbound: { method: 'DROP_OFF' },
    });
    expect(created.statusCode, created.body).toBe(201);
    return { me, orderId: created.json().order.id as number };
  }

  it('names the service credits a development order spent', async () => {
    const { me, orderId } = await creditedOrder(2, 2);
    const paid = await call('PUT', `/orders/${orderId}/attach-payment`, me.token, { paymentId: await cardToken(t) });
    expect(paid.statusCode, paid.body).toBe(200);

    const mail = await onlyMailTo(t, me.email, RECEIPT);
    expect(mail.text).toContain('Service credits: 2 Dev + Scan (C-41/BW).');
    expect(mail.text).toMatch(/2 × Additional Roll \(credit\) +\$0\.00/);
    expect(mail.text).toMatch(new RegExp(`Total +\\${formatCents(paid.json().order.total)}`));
  });

  it('sends the difference of an order that grew after it was paid its own receipt: paid before, paid now', async () => {
    const { me, orderId } = await creditedOrder(1, 2);
    const first = await call('PUT', `/orders/${orderId}/attach-payment`, me.token, { paymentId: await cardToken(t) });
    expect(first.statusCode, first.body).toBe(200);
    const firstTotal = first.json().order.total as number;
    expect((await call('PUT', `/orders/${orderId}/receive`, staff.token)).statusCode).toBe(200);
    const added = await call('POST', `/orders/${orderId}/rolls`, staff.token, ROLL);
    expect(added.statusCode, added.body).toBe(201);
    const second = await call('PUT', `/orders/${orderId}/attach-payment`, me.token, { paymentId: await cardToken(t) });
    expect(second.statusCode, second.body).toBe(200);
    const total = second.json().order.total as number;

    const [before, after] = await mailsTo(t, me.email, RECEIPT);
    expect(before!.text).toMatch(new RegExp(`Visa ending in 4242 +\\${formatCents(firstTotal)}`));
    expect(before!.text).toContain('Service credits: 1 Dev + Scan (C-41/BW).');
    expect(after!.text).toMatch(new RegExp(`Total +\\${formatCents(total)}`));
    expect(after!.text).toMatch(new RegExp(`Paid before +\\${formatCents(firstTotal)}`));
    expect(after!.text).toMatch(new RegExp(`Visa ending in 4242 +\\${formatCents(total - firstTotal)}`));
    // The credit was spent with the first payment, not again.
    expect(after!.text).not.toContain('Service credits');
    expect(await mailsTo(t, me.email, RECEIPT)).toHaveLength(2);
  });

  it('sends a receipt for the order that pays for TIFF unlocks', async () => {
    const built = await buildUser(t.database.db, { config: t.config });
    const buyer = { id: built.user.id, token: built.token, email: built.user.email };
    expect((await call('POST', `/users/${buyer.id}/address`, buyer.token, NYC)).statusCode).toBe(201);
    const roll = await buildRoll(t.database.db, buyer.id, { name: 'Summer' });
    const frames = await insertFrames(t.database.db, {
      customerId: buyer.id,
      rollId: roll.id,
      names: ['frame_1.jpg', 'frame_2.jpg', 'frame_3.jpg'],
    });
    const unlock = await call('PUT', `/users/${buyer.id}/scans/unlock-scans`, buyer.token, {
      scanIds: frames,
      pricePerUnlock: TIFF_UNLOCK_PRICE_CENTS,
    });
    expect(unlock.statusCode, unlock.body).toBe(200);
    const { orderId } = unlock.json() as { orderId: number };
    const paid = await call('PUT', `/orders/${orderId}/attach-payment`, buyer.token, { paymentId: await cardToken(t) });
    expect(paid.statusCode, paid.body).toBe(200);

    const mail = await onlyMailTo(t, buyer.email, RECEIPT);
    expect(mail.subject).toContain(orderNumber(orderId));
    expect(mail.text).toMatch(new RegExp(`3 × TIFF Unlock +\\${formatCents(3 * TIFF_UNLOCK_PRICE_CENTS)}`));
    expect(mail.text).toMatch(new RegExp(`Total +\\${formatCents(paid.json().order.total)}`));
  });

  it('sends an order placed to be paid at the lab its confirmation, then its receipt once staff mark it paid', async () => {
    const item = await film(t, staff.token, 5);
    const buyer = await customer(t);
    const order = await openOrder(t, buyer.token, item);
    const held = await call('PUT', `/orders/${order.id}/pay-in-lab`, buyer.token);
    expect(held.statusCode, held.body).toBe(200);

    const placed = await onlyMailTo(t, buyer.email, /is placed: pay at/);
    expect(placed.subject).toBe(`Order ${orderNumber(order.id)} is placed: pay at Darkroom & Daylight`);
    expect(placed.text).toContain(`Pay ${formatCents(order.total)} at the lab`);
    expect(placed.text).toContain('1 Bedford Ave, Brooklyn, NY 11211');
    expect(await mailsTo(t, buyer.email, RECEIPT)).toEqual([]);
    // Asking again to pay at the lab confirms nothing twice.
    await call('PUT', `/orders/${order.id}/pay-in-lab`, buyer.token);
    expect(await mailsTo(t, buyer.email, /is placed: pay at/)).toHaveLength(1);

    const marked = await call('PUT', `/orders/${order.id}/mark-paid`, staff.token, { method: 'cash' });
    expect(marked.statusCode, marked.body).toBe(200);
    const receipt = await onlyMailTo(t, buyer.email, RECEIPT);
    expect(receipt.text).toMatch(new RegExp(`Cash at the lab +\\${formatCents(order.total)}`));
  });
});
