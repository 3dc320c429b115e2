// The spec's order calls under the customer's path (section 7): PUT and DELETE
// /users/{id}/orders/{orderId}, PUT .../receive, GET /orders/{id}/shipments, and
// POST /users/{id}/pick-ups/{pickUpId}/film-rolls, through the API as the customer and staff call them.
import { print4x6Price } from '@filmlab/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/products.js';
import { rollEvents } from '../../db/schema/roll-events.js';
import { filmRolls } from '../../db/schema/rolls.js';
import { seedPrintOffers } from '../../db/seed/catalogue.js';
import { seedLocations } from '../../db/seed/locations.js';
import { seedServices } from '../../db/seed/services.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { NYC, admin, api, cardToken, customer, film } from '../orders/order-test-helpers.js';
import { buildRoll, insertFrames } from '../scans/test-library.js';

const ROLL = { brand: 'Kodak', model: 'Portra 400', format: '35mm', process: 'C-41' } as const;
type Who = { id: number; token: string };
type Summary = {
  order: {
    id: number;
    status: string;
    total: number;
    notes: string | null;
    lines: Array<{ sku: string | null; amount: number }>;
    shipments: Array<{ method: string; serviceLevel: string | null; trackingNumber: string | null }>;
  };
  rolls: Array<{ id: number; model: string; status: string }>;
};

describe('order calls under the customer', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let staff: Who;

  beforeAll(async () => {
    t = await createTestApp();
    call = api(t);
    staff = await admin(t);
    await seedServices(t.database.db);
    await seedPrintOffers(t.database.db);
    await seedLocations(t.database.db);
  });
  afterAll(() => t.close());

  async function buyer(options: { member?: boolean } = {}) {
    const me = await customer(t, options);
    const saved = await call('POST', `/users/${me.id}/address`, me.token, NYC);
    expect(saved.statusCode, saved.body).toBe(201);
    return { ...me, addressId: saved.json().address.id as number };
  }
  const place = async (who: Who, rolls = 1) => {
    const res = await call('POST', `/users/${who.id}/orders`, who.token, {
      rolls: Array.from({ length: rolls }, () => ROLL),
      negativesAction: 'TOSS',
      inbound: { method: 'EXTERNAL_FULFILLMENT' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Summary;
  };
  const pay = async (who: Who, orderId: number) => {
    const res = await call('PUT', `/orders/${orderId}/attach-payment`, who.token, { paymentId: await cardToken(t) });
    expect(res.statusCode, res.body).toBe(200);
  };
  const rollsOf = (orderId: number) =>
    t.database.db.select().from(filmRolls).where(eq(filmRolls.orderId, orderId)).orderBy(filmRolls.id);

  describe('PUT /users/{id}/orders/{orderId}', () => {
    it('adds rolls to the customer’s open order and re-prices it', async () => {
      const me = await buyer();
      const made = await place(me);
      const res = await call('PUT', `/users/${me.id}/orders/${made.order.id}`, me.token, {
        newRolls: [{ ...ROLL, model: 'Gold 200' }],
      });
      expect(res.statusCode, res.body).toBe(200);
      const updated = res.json() as Summary;
      expect(updated.rolls.map((r) => r.model)).toEqual(['Portra 400', 'Gold 200']);
      expect(updated.order.total).toBeGreaterThan(made.order.total);
      expect(updated.order.status).toBe('OPEN');
    });

    it('saves the order’s fields and its rolls together, or neither', async () => {
      const me = await buyer();
      const made = await place(me);
      const path = `/users/${me.id}/orders/${made.order.id}`;
      const refused = await call('PUT', path, me.token, { promoCode: 'NO-SUCH-CODE', newRolls: [ROLL] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.join(' ')).toMatch(/^promoCode: /);
      expect(await rollsOf(made.order.id)).toHaveLength(1);

      const res = await call('PUT', path, me.token, { notes: 'Two in the box', newRolls: [ROLL] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().order.notes).toBe('Two in the box');
      expect(res.json().rolls).toHaveLength(2);
      expect(res.json().order.total).toBeGreaterThan(made.order.total);
    });

    it('the free USPS label flow works for a member: a zero-amount line and a bought usps_first label', async () => {
      const me = await buyer({ member: true });
      const made = await place(me);
      const [label] = await t.database.db.select().from(products).where(eq(products.sku, 'prepaidlabelfirst'));
      const res = await call('PUT', `/users/${me.id}/orders/${made.order.id}`, me.token, {
        newLines: [{ productId: label!.id, quantity: 1, notes: 'Free Member Shipping Label' }],
        newShipments: [
          { method: 'PREPAID_LABEL', carrier: 'USPS', serviceLevel: 'usps_first', customerAddressId: me.addressId },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      const updated = res.json() as Summary;
      expect(updated.order.total).toBe(made.order.total);
      expect(updated.order.lines.find((line) => line.sku === 'prepaidlabelfirst')).toMatchObject({ amount: 0 });
      const shipment = updated.order.shipments.find((s) => s.method === 'PREPAID_LABEL');
      expect(shipment).toMatchObject({ serviceLevel: 'usps_first' });
      expect(shipment!.trackingNumber).toMatch(/\d{10,}/);
      // The shipments call shows the label the same way, with its link in the carrier's record.
      const listed = await call('GET', `/orders/${made.order.id}/shipments`, me.token);
      expect(listed.statusCode, listed.body).toBe(200);
      // The label's link is signed when read, so two reads a second apart differ only in its expiry and signature.
      const unsigned = (shipments: unknown) => JSON.parse(JSON.stringify(shipments).replace(/exp=\d+&sig=[\w-]+/g, ''));
      expect(unsigned(listed.json().shipments)).toEqual(unsigned(updated.order.shipments));
      const listedLabel = (listed.json().shipments as Array<{ method: string; carrierShipment: string }>).find(
        (s) => s.method === 'PREPAID_LABEL',
      );
      const record = JSON.parse(listedLabel!.carrierShipment);
      expect(record.postageLabel.labelUrl).toMatch(/\.png/);
    });

    it('adds prints to a shop order, named newPrints when one is wrong', async () => {
      const me = await buyer();
      const { small } = (await call('GET', '/prints/papers')).json() as {
        small: { productId: number; variantId: number };
      };
      const roll = await buildRoll(t.database.db, me.id);
      const [frame] = await insertFrames(t.database.db, { customerId: me.id, rollId: roll.id, names: ['a.jpg'] });
      const shop = await call('POST', '/orders', me.token, {
        lines: [{ productId: (await film(t, staff.token)).id, quantity: 1 }],
        address: NYC,
      });
      expect(shop.statusCode, shop.body).toBe(201);
      const orderId = shop.json().order.id as number;
      const print = (scanId: number) => ({
        productId: small.productId,
        variantId: small.variantId,
        quantity: 2,
        print: { size: '4x6', scanId, finish: 'MATTE', border: 'WHITE' },
      });
      const wrong = await call('PUT', `/users/${me.id}/orders/${orderId}`, me.token, { newPrints: [print(999_999)] });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors[0]).toMatch(/^newPrints\.0\.print\.scanId: is not a frame of yours/);
      const res = await call('PUT', `/users/${me.id}/orders/${orderId}`, me.token, { newPrints: [print(frame!)] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().order.subtotal).toBe(shop.json().order.subtotal + 2 * print4x6Price('NON_MEMBER'));
      const view = await call('GET', `/users/${me.id}/print-orders/${orderId}`, me.token);
      expect(view.json().prints.map((p: { quantity: number; finish: string }) => [p.quantity, p.finish])).toEqual([
        [2, 'MATTE'],
      ]);
      // Rolls go on orders of film only.
      const rolls = await call('PUT', `/users/${me.id}/orders/${orderId}`, me.token, { newRolls: [ROLL] });
      expect(rolls.statusCode).toBe(400);
      expect(rolls.json().errors).toEqual(['newRolls: only an order of film takes rolls']);
    });

    it('a paid order: the customer may not change it (409); staff add a roll and it is invoiced the difference', async () => {
      const me = await buyer();
      const made = await place(me);
      await pay(me, made.order.id);
      const path = `/users/${me.id}/orders/${made.order.id}`;
      const mine = await call('PUT', path, me.token, { newRolls: [ROLL] });
      expect(mine.statusCode).toBe(409);
      expect(mine.json().message).toBe('An order that is paid cannot be changed');
      const notes = await call('PUT', path, staff.token, { notes: 'late', newRolls: [ROLL] });
      expect(notes.statusCode).toBe(409);
      const res = await call('PUT', path, staff.token, { newRolls: [ROLL] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().order.status).toBe('INVOICED');
      expect(res.json().rolls).toHaveLength(2);
    });

    it('another customer’s order is missing under one’s own path, and another’s path is forbidden', async () => {
      const owner = await buyer();
      const stranger = await buyer();
      const made = await place(owner);
      const underOwn = await call('PUT', `/users/${stranger.id}/orders/${made.order.id}`, stranger.token, {
        newRolls: [ROLL],
      });
      expect(underOwn.statusCode).toBe(404);
      const underTheirs = await call('PUT', `/users/${owner.id}/orders/${made.order.id}`, stranger.token, {
        newRolls: [ROLL],
      });
      expect(underTheirs.statusCode).toBe(403);
      expect(await rollsOf(made.order.id)).toHaveLength(1);
      // Staff may call it under the right customer only.
      const wrongCustomer = await call('PUT', `/users/${stranger.id}/orders/${made.order.id}`, staff.token, {
        notes: 'x',
      });
      expect(wrongCustomer.statusCode).toBe(404);
    });
  });

  describe('DELETE /users/{id}/orders/{orderId}', () => {
    it('cancels the customer’s unpaid order; a paid one is a 409 in words', async () => {
      const me = await buyer();
      const open = await place(me);
      const res = await call('DELETE', `/users/${me.id}/orders/${open.order.id}`, me.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().order.status).toBe('CANCELED');

      const paid = await place(me);
      await pay(me, paid.order.id);
      const refused = await call('DELETE', `/users/${me.id}/orders/${paid.order.id}`, me.token);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('An order that is paid cannot be canceled');
      expect(refused.json().errors).toEqual(['status: An order that is paid cannot be canceled']);
    });

    it('staff cancel it too; another customer gets 404 under their own path and 403 under the owner’s', async () => {
      const owner = await buyer();
      const stranger = await buyer();
      const made = await place(owner);
      expect((await call('DELETE', `/users/${stranger.id}/orders/${made.order.id}`, stranger.token)).statusCode).toBe(
        404,
      );
      expect((await call('DELETE', `/users/${owner.id}/orders/${made.order.id}`, stranger.token)).statusCode).toBe(403);
      const res = await call('DELETE', `/users/${owner.id}/orders/${made.order.id}`, staff.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().order.status).toBe('CANCELED');
    });
  });

  describe('PUT /users/{id}/orders/{orderId}/receive', () => {
    it('staff receive the customer’s film; the order of another customer is missing under this one', async () => {
      const owner = await buyer();
      const stranger = await buyer();
      const made = await place(owner, 2);
      const wrong = await call('PUT', `/users/${stranger.id}/orders/${made.order.id}/receive`, staff.token);
      expect(wrong.statusCode).toBe(404);
      const theirs = await call('PUT', `/users/${owner.id}/orders/${made.order.id}/receive`, owner.token);
      expect(theirs.statusCode).toBe(403);
      expect((await rollsOf(made.order.id)).map((r) => r.status)).toEqual(['CREATED', 'CREATED']);

      const res = await call('PUT', `/users/${owner.id}/orders/${made.order.id}/receive`, staff.token);
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as Summary).rolls.map((r) => r.status)).toEqual(['RECEIVED', 'RECEIVED']);
      const again = await call('PUT', `/users/${owner.id}/orders/${made.order.id}/receive`, staff.token);
      expect(again.statusCode).toBe(409);
    });
  });

  describe('GET /orders/{id}/shipments', () => {
    it('answers the owner and staff with the summary’s shipments, and another customer 404', async () => {
      const owner = await buyer();
      const made = await call('POST', `/users/${owner.id}/orders`, owner.token, {
        rolls: [ROLL],
        negativesAction: 'TOSS',
        inbound: { method: 'PREPAID_LABEL', customerAddressId: owner.addressId },
      });
      expect(made.statusCode, made.body).toBe(201);
      const orderId = made.json().order.id as number;
      const summary = await call('GET', `/users/${owner.id}/orders/${orderId}`, owner.token);
      const mine = await call('GET', `/orders/${orderId}/shipments`, owner.token);
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.json().shipments).toHaveLength(1);
      expect(mine.json().shipments).toEqual(summary.json().order.shipments);
      expect((await call('GET', `/orders/${orderId}/shipments`, staff.token)).json()).toEqual(mine.json());
      const stranger = await buyer();
      expect((await call('GET', `/orders/${orderId}/shipments`, stranger.token)).statusCode).toBe(404);
      expect((await call('GET', `/orders/${orderId}/shipments`)).statusCode).toBe(401);
    });
  });

  describe('POST /users/{id}/pick-ups/{pickUpId}/film-rolls', () => {
    it('staff add a roll that came with a pick-up: it joins the batch, received, and the order is re-priced', async () => {
      const owner = await buyer();
      const made = await place(owner);
      await call('PUT', `/orders/${made.order.id}/receive`, staff.token);
      const [first] = await rollsOf(made.order.id);
      const pickUpId = first!.pickUpId!;
      const path = `/users/${owner.id}/pick-ups/${pickUpId}/film-rolls`;

      expect((await call('POST', path, owner.token, ROLL)).statusCode).toBe(403);
      const stranger = await buyer();
      const elsewhere = `/users/${stranger.id}/pick-ups/${pickUpId}/film-rolls`;
      expect((await call('POST', elsewhere, staff.token, ROLL)).statusCode).toBe(404);

      const res = await call('POST', path, staff.token, { ...ROLL, model: 'Ektar 100' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().order.order.total).toBeGreaterThan(made.order.total);
      const rolls = await rollsOf(made.order.id);
      expect(rolls).toHaveLength(2);
      const added = rolls[1]!;
      expect(added).toMatchObject({ model: 'Ektar 100', status: 'RECEIVED', pickUpId });
      expect(added.rollCode).not.toBeNull();
      const events = await t.database.db.select().from(rollEvents).where(eq(rollEvents.filmRollId, added.id));
      expect(events.map((e) => [e.event, e.actorId])).toEqual([['RECEIVED', staff.id]]);
      // The roll's page offers the upload to that batch, as for the rolls received with it.
      const page = await call('GET', `/users/${owner.id}/film-rolls/${added.id}`, staff.token);
      expect(page.json().filmRoll).toMatchObject({ pickUpId, canUpload: true });
    });
  });
});
