// The return-negatives form and the lab's "negatives returned": the return shipment and its price by
// tier, who may ask, when it is refused, and the return label bought when staff send the negatives
// back (its barcode reads back as the tracking number the e-mail carries). PGlite always, PostgreSQL
// with TEST_DATABASE_URL.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/mail.js';
import { payments } from '../../db/schema/settled-payments.js';
import { subscriptions } from '../../db/schema/subscriptions.js';
import { seedLocations } from '../../db/seed/locations.js';
import { seedPlans } from '../../db/seed/plans.js';
import { seedServices } from '../../db/seed/services.js';
import { readCode128 } from '../../test/read-barcode.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { NYC, admin, api, cardToken, customer } from '../orders/order-test-helpers.js';

const ROLL = { brand: 'Kodak', model: 'Portra 400', format: '35mm', process: 'C-41' };
type Who = { id: number; token: string; email: string; addressId: number };
type Shipment = {
  toCustomer: boolean;
  serviceLevel: string | null;
  trackingNumber: string | null;
  carrierShipment: string | null;
  customerAddressId: number | null;
};

describe('return negatives', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let staff: { id: number; token: string };

  beforeAll(async () => {
    t = await createTestApp();
    call = api(t);
    staff = await admin(t);
    await seedPlans(t.database.db);
    await seedServices(t.database.db);
    await seedLocations(t.database.db);
  });
  afterAll(() => t.close());

  async function buyer(plan?: 'NICE_2025' | 'VERY_NICE_2025'): Promise<Who> {
    const me = await customer(t, { member: plan !== undefined });
    if (plan === 'VERY_NICE_2025') {
      await t.database.db
        .update(subscriptions)
        .set({ planId: plan, priceLookupKey: 'verynice2025' })
        .where(eq(subscriptions.userId, me.id));
    }
    const saved = await call('POST', `/users/${me.id}/address`, me.token, NYC);
    expect(saved.statusCode, saved.body).toBe(201);
    return { ...me, addressId: saved.json().address.id as number };
  }

  const order = async (who: Who) => {
    const res = await call('POST', `/users/${who.id}/orders`, who.token, {
      rolls: [ROLL],
      negativesAction: 'TOSS',
      inbound: { method: 'EXTERNAL_FULFILLMENT' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().order as { id: number; total: number; subtotal: number };
  };

  const ask = (who: { id: number; token: string }, orderId: number, body: Record<string, unknown>) =>
    call('PUT', `/users/${who.id}/orders/${orderId}/return-shipment`, who.token, body);

  const event = async (orderId: number, name: string) => {
    const res = await call('PUT', `/orders/${orderId}/add-rolls-event/${name}`, staff.token, {});
    return res;
  };

  it('adds the return at the non-member price to an unpaid order, paid with it through the payment steps', async () => {
    const me = await buyer();
    const made = await order(me);
    const res = await ask(me, made.id, { addressId: me.addressId, serviceLevel: 'return_negatives' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.cents).toBe(799);
    expect(body.order.order.subtotal).toBe(made.subtotal + 799);
    expect(body.difference).toBe(body.order.order.total - made.total);
    expect(body.difference).toBeGreaterThanOrEqual(799);
    expect(body.order.order.lines.some((l: { amount: number }) => l.amount === 799)).toBe(true);
    const back = (body.order.order.shipments as Shipment[]).filter((s) => s.toCustomer);
    expect(back).toEqual([
      expect.objectContaining({ serviceLevel: 'return_negatives', customerAddressId: me.addressId }),
    ]);

    // Changing the method re-prices (one return parcel, never two).
    const fedex = await ask(me, made.id, { addressId: me.addressId, serviceLevel: 'fedex_ground' });
    expect(fedex.statusCode, fedex.body).toBe(200);
    expect(fedex.json().order.order.subtotal).toBe(made.subtotal + 1499);
    expect((fedex.json().order.order.shipments as Shipment[]).filter((s) => s.toCustomer)).toHaveLength(1);

    // The summary's pay button charges the re-priced total: the server recomputes it.
    const pay = await call('PUT', `/orders/${made.id}/attach-payment`, me.token, { paymentId: await cardToken(t) });
    expect(pay.statusCode, pay.body).toBe(200);
    expect(pay.json().order.total).toBe(fedex.json().order.order.total);
    expect(pay.json().order.status).toBe('PAID');
  });

  it('is free on a tier that includes return shipping, even once the order is paid', async () => {
    const me = await buyer('VERY_NICE_2025');
    const made = await order(me);
    const pay = await call('PUT', `/orders/${made.id}/attach-payment`, me.token, { paymentId: await cardToken(t) });
    expect(pay.statusCode, pay.body).toBe(200);
    const res = await ask(me, made.id, { addressId: me.addressId, serviceLevel: 'return_negatives' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ cents: 0, difference: 0 });
    expect(res.json().order.order.total).toBe(pay.json().order.total);
    // A free return leaves the paid order paid.
    expect(res.json().order.order.status).toBe('PAID');
  });

  it('a paid order takes a paid return: invoiced the difference, which the customer pays by card', async () => {
    const me = await buyer();
    const made = await order(me);
    const pay = await call('PUT', `/orders/${made.id}/attach-payment`, me.token, { paymentId: await cardToken(t) });
    expect(pay.statusCode, pay.body).toBe(200);
    const paidTotal = pay.json().order.total as number;

    const res = await ask(me, made.id, { addressId: me.addressId, serviceLevel: 'return_negatives' });
    expect(res.statusCode, res.body).toBe(200);
    const { order: view, cents, difference } = res.json();
    expect(cents).toBeGreaterThan(0);
    expect(view.order.status).toBe('INVOICED');
    expect(view.order.subtotal).toBe(made.subtotal + cents);
    expect(view.paid).toBe(paidTotal);
    expect(difference).toBe(view.order.total - paidTotal);
    expect(difference).toBeGreaterThanOrEqual(cents);

    // Asking again for the same return adds nothing more.
    const again = await ask(me, made.id, { addressId: me.addressId, serviceLevel: 'return_negatives' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().order.order.total).toBe(view.order.total);

    const second = await call('PUT', `/orders/${made.id}/attach-payment`, me.token, { paymentId: await cardToken(t) });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().order.status).toBe('PAID');
    const rows = await t.database.db.select().from(payments).where(eq(payments.orderId, made.id));
    expect(rows.map((row) => row.amount)).toEqual([paidTotal, difference]);

    // A canceled order takes none.
    const gone = await order(me);
    expect((await call('PUT', `/orders/${gone.id}/cancel`, me.token)).statusCode).toBe(200);
    const refused = await ask(me, gone.id, { addressId: me.addressId, serviceLevel: 'return_negatives' });
    expect(refused.statusCode).toBe(409);
  });

  it('the NICE tier pays 699', async () => {
    const me = await buyer('NICE_2025');
    const made = await order(me);
    const res = await ask(me, made.id, { addressId: me.addressId, serviceLevel: 'return_negatives' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cents).toBe(699);
    expect(res.json().order.order.subtotal).toBe(made.subtotal + 699);
  });

  it('is the owner’s or staff’s: another customer gets 404 or 403, another’s address a 400', async () => {
    const me = await buyer();
    const other = await buyer();
    const made = await order(me);
    const body = { addressId: me.addressId, serviceLevel: 'return_negatives' };
    expect((await call('PUT', `/users/${me.id}/orders/${made.id}/return-shipment`, other.token, body)).statusCode).toBe(
      403,
    );
    expect((await ask(other, made.id, { ...body, addressId: other.addressId })).statusCode).toBe(404);
    const stolen = await ask(me, made.id, { ...body, addressId: other.addressId });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors).toContain('addressId: is not one of your saved addresses');
    const bad = await ask(me, made.id, { addressId: me.addressId, serviceLevel: 'teleport' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.join()).toMatch(/serviceLevel/);
    expect((await call('PUT', `/users/${me.id}/orders/${made.id}/return-shipment`, staff.token, body)).statusCode).toBe(
      200,
    );
  });

  it('buys the return label when staff mark the negatives returned; the e-mail carries its tracking; then refuses a new return', async () => {
    const me = await buyer('VERY_NICE_2025');
    const made = await order(me);
    expect((await ask(me, made.id, { addressId: me.addressId, serviceLevel: 'return_negatives' })).statusCode).toBe(
      200,
    );
    for (const step of ['RECEIVED', 'DEVELOPED', 'SCANNED']) expect((await event(made.id, step)).statusCode).toBe(200);
    const returned = await event(made.id, 'NEGATIVES_RETURNED');
    expect(returned.statusCode, returned.body).toBe(200);
    const [back] = (returned.json().order.shipments as Shipment[]).filter((s) => s.toCustomer);
    expect(back!.trackingNumber).toMatch(/\S{8,}/);
    const record = JSON.parse(back!.carrierShipment!) as { postageLabel: { labelUrl: string } };
    const link = new URL(record.postageLabel.labelUrl, 'http://localhost:3000');
    const png = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toContain('image/png');
    // A USPS label's barcode (IMpb) carries 420 and the customer's ZIP before the tracking number.
    expect(await readCode128(png.rawPayload)).toMatch(new RegExp(`^420\\d{5}${back!.trackingNumber}$`));

    const [mail] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, me.email))
      .orderBy(desc(outboxEmails.id))
      .limit(1);
    expect(mail!.subject).toMatch(/negatives are on their way/);
    expect(mail!.text).toContain(`Tracking: ${back!.trackingNumber}`);

    // The customer's summary shows the return with its tracking.
    const summary = await call('GET', `/users/${me.id}/orders/${made.id}`, me.token);
    expect((summary.json().order.shipments as Shipment[]).find((s) => s.toCustomer)?.trackingNumber).toBe(
      back!.trackingNumber,
    );

    const late = await ask(me, made.id, { addressId: me.addressId, serviceLevel: 'return_negatives' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/already sent back/);
  });

  it('marks negatives returned without a label when no return was asked for', async () => {
    const me = await buyer();
    const made = await order(me);
    const res = await event(made.id, 'NEGATIVES_RETURNED');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().order.shipments as Shipment[]).some((s) => s.toCustomer)).toBe(false);
  });
});
