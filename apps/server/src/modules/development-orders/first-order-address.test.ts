// A brand-new customer has no saved address: their first order must still be payable. Dropped-off
// film is taxed where it is left; film sent in with nothing coming back is taxed where the lab is;
// an order that ships something (a prepaid label, negatives back) asks for the address it ships from
// and to, and the summary can change it while the order is unpaid.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipments } from '../../db/schema/shipments.js';
import { seedLocations } from '../../db/seed/locations.js';
import { seedPlans } from '../../db/seed/plans.js';
import { seedServices } from '../../db/seed/services.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { api, cardToken, customer } from '../orders/order-test-helpers.js';

const ROLL = { brand: 'Kodak', model: 'Portra 400', format: '35mm', process: 'C-41' } as const;
/** Outside New York City: a rate the lab's own locations (Brooklyn, 8.875%) cannot give. */
const ALBANY = { address1: '12 Lark St', city: 'Albany', state: 'NY', zip: '12207' };

describe("a new customer's first development order", () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let dropOffId: number;

  beforeAll(async () => {
    t = await createTestApp();
    call = api(t);
    await seedPlans(t.database.db);
    await seedServices(t.database.db);
    await seedLocations(t.database.db);
    const locations = (await call('GET', '/public/locations')).json().locations as Array<{
      id: number;
      dropOff: boolean;
    }>;
    dropOffId = locations.find((location) => location.dropOff)!.id;
  });
  afterAll(() => t.close());

  const create = (who: { id: number; token: string }, body: Record<string, unknown>) =>
    call('POST', `/users/${who.id}/orders`, who.token, { rolls: [ROLL], ...body });
  const pay = async (who: { token: string }, orderId: number) =>
    call('PUT', `/orders/${orderId}/attach-payment`, who.token, { paymentId: await cardToken(t) });

  it('dropped off at the lab: taxed at the drop-off location, and paid by card at once', async () => {
    const me = await customer(t);
    const res = await create(me, { negativesAction: 'TOSS', inbound: { method: 'DROP_OFF', locationId: dropOffId } });
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json();
    expect(order.taxRate).toBe(8.875);
    expect(order.tax).toBe(Math.round(1799 * 0.08875));
    const paid = await pay(me, order.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().order.status).toBe('PAID');
  });

  it('sent in by the customer with nothing coming back: taxed where the lab is, and payable', async () => {
    const me = await customer(t);
    const res = await create(me, { negativesAction: 'PICK_UP', inbound: { method: 'EXTERNAL_FULFILLMENT' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order.taxRate).toBe(8.875);
    expect((await pay(me, res.json().order.id)).json().order.status).toBe('PAID');
  });

  it('negatives shipped back or a prepaid label without an address: a 400 naming addressId, and no order', async () => {
    const me = await customer(t);
    const back = await create(me, {
      negativesAction: 'SHIP_BACK',
      inbound: { method: 'DROP_OFF', locationId: dropOffId },
    });
    expect(back.statusCode).toBe(400);
    expect(back.json().errors.join()).toMatch(/^addressId: /);
    const label = await create(me, { negativesAction: 'TOSS', inbound: { method: 'PREPAID_LABEL' } });
    expect(label.statusCode).toBe(400);
    expect(label.json().errors.join()).toMatch(/^addressId: /);
    const orders = await call('GET', `/users/${me.id}/orders`, me.token);
    expect(orders.json().count).toBe(0);
    const stranger = await call('POST', `/users/${me.id}/orders`, me.token, {
      rolls: [ROLL],
      negativesAction: 'SHIP_BACK',
      inbound: { method: 'EXTERNAL_FULFILLMENT' },
      addressId: 999_999,
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errors).toEqual(["addressId: is not one of the customer's addresses"]);
  });

  it('negatives shipped back to the address chosen in the form: the return travels there, taxed from it', async () => {
    const me = await customer(t);
    const saved = await call('POST', `/users/${me.id}/address`, me.token, ALBANY);
    expect(saved.statusCode, saved.body).toBe(201);
    const res = await create(me, {
      negativesAction: 'SHIP_BACK',
      inbound: { method: 'EXTERNAL_FULFILLMENT' },
      addressId: saved.json().address.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json();
    expect(order.address).toMatchObject({ addressId: saved.json().address.id, city: 'Albany' });
    expect(order.taxRate).toBe(8);
    const back = order.shipments.find((s: { toCustomer: boolean }) => s.toCustomer);
    expect(back).toMatchObject({
      method: 'PREPAID_LABEL',
      serviceLevel: 'return_negatives',
      customerAddressId: saved.json().address.id,
    });
    expect(order.lines.map((line: { productName: string }) => line.productName)).toContain(
      'Prepaid Label: USPS Return Negatives',
    );
    expect((await pay(me, order.id)).json().order.status).toBe('PAID');
  });

  it('the summary changes the address of an unpaid order: its return and its tax follow', async () => {
    const me = await customer(t);
    const first = await call('POST', `/users/${me.id}/address`, me.token, {
      address1: '1 Bedford Ave',
      city: 'Brooklyn',
      state: 'NY',
      zip: '11211',
    });
    const made = await create(me, {
      negativesAction: 'SHIP_BACK',
      inbound: { method: 'EXTERNAL_FULFILLMENT' },
      addressId: first.json().address.id,
    });
    expect(made.json().order.taxRate).toBe(8.875);
    const second = await call('POST', `/users/${me.id}/address`, me.token, ALBANY);
    const changed = await call('PUT', `/orders/${made.json().order.id}`, me.token, {
      address: { addressId: second.json().address.id },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().order.taxRate).toBe(8);
    const rows = await t.database.db.select().from(shipments).where(eq(shipments.orderId, made.json().order.id));
    expect(rows.find((row) => row.toCustomer)?.customerAddressId).toBe(second.json().address.id);

    // Film dropped off stays taxed where it is left, whatever address the negatives go back to.
    const dropped = await create(me, {
      negativesAction: 'SHIP_BACK',
      inbound: { method: 'DROP_OFF', locationId: dropOffId },
      addressId: second.json().address.id,
    });
    expect(dropped.json().order.taxRate).toBe(8.875);
    const moved = await call('PUT', `/orders/${dropped.json().order.id}`, me.token, {
      address: { addressId: first.json().address.id },
    });
    expect(moved.json().order.taxRate).toBe(8.875);
  });

  it('a prepaid label is bought from the chosen address, and each label service has its own price', async () => {
    const me = await customer(t);
    const saved = await call('POST', `/users/${me.id}/address`, me.token, ALBANY);
    const prices: number[] = [];
    for (const serviceLevel of ['fedex_ground', 'fedex_2_day', 'standard_overnight']) {
      const res = await create(me, {
        negativesAction: 'TOSS',
        inbound: { method: 'PREPAID_LABEL', serviceLevel },
        addressId: saved.json().address.id,
      });
      expect(res.statusCode, res.body).toBe(201);
      const inbound = res.json().order.shipments.find((s: { toCustomer: boolean }) => !s.toCustomer);
      expect(inbound.customerAddressId).toBe(saved.json().address.id);
      expect(inbound.trackingNumber).toBeTruthy();
      const line = res.json().order.lines.find((l: { notes: string }) => l.notes.startsWith('Prepaid Label'));
      expect(line.notes).not.toMatch(/_/);
      prices.push(line.unitAmount);
    }
    expect(new Set(prices).size).toBe(3);
  });
});
