import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../db/schema/addresses.js';
import { products } from '../../db/schema/products.js';
import { shipments } from '../../db/schema/shipments.js';
import { seedLocations } from '../../db/seed/locations.js';
import { seedServices } from '../../db/seed/services.js';
import { readCode128 } from '../../test/read-barcode.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { NYC, admin, api, customer } from '../orders/order-test-helpers.js';

const ROLL = { brand: 'Kodak', model: 'Portra 400', format: '35mm', process: 'C-41' };
type Who = { id: number; token: string };
type Shipment = {
  id: number;
  method: string;
  toCustomer: boolean;
  trackingNumber: string | null;
  carrierShipment: string | null;
  labelError: string | null;
};

describe('prepaid shipping labels', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let staff: Who;
  let freeLabelProductId: number;

  beforeAll(async () => {
    t = await createTestApp();
    call = api(t);
    staff = await admin(t);
    await seedServices(t.database.db);
    await seedLocations(t.database.db);
    const [product] = await t.database.db.select().from(products).where(eq(products.sku, 'prepaidlabelfirst'));
    freeLabelProductId = product!.id;
  });
  afterAll(() => t.close());

  async function buyer() {
    const me = await customer(t);
    const saved = await call('POST', `/users/${me.id}/address`, me.token, NYC);
    expect(saved.statusCode, saved.body).toBe(201);
    return { ...me, addressId: saved.json().address.id as number };
  }

  const order = async (who: Who, inbound: Record<string, unknown>) => {
    const res = await call('POST', `/users/${who.id}/orders`, who.token, {
      rolls: [ROLL],
      negativesAction: 'TOSS',
      inbound,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().order as { id: number; total: number; shipments: Shipment[] };
  };

  /** The label PNG behind a link, fetched from the app as the browser would. */
  async function labelPng(url: string): Promise<Buffer> {
    const link = new URL(url, 'http://localhost:3000');
    const res = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/png');
    return res.rawPayload;
  }

  const freeLabel = (who: Who, orderId: number, addressId: number, serviceLevel = 'usps_first') =>
    call('PUT', `/orders/${orderId}`, who.token, {
      newLines: [{ productId: freeLabelProductId, quantity: 1, notes: 'Free Member Shipping Label' }],
      newShipments: [{ method: 'PREPAID_LABEL', carrier: 'USPS', serviceLevel, customerAddressId: addressId }],
    });

  it('buys the label when a prepaid-label order is placed: its PNG decodes and its barcode reads back', async () => {
    const me = await buyer();
    const made = await order(me, {
      method: 'PREPAID_LABEL',
      serviceLevel: 'fedex_2_day',
      customerAddressId: me.addressId,
    });
    const [inbound] = made.shipments;
    expect(inbound).toMatchObject({ method: 'PREPAID_LABEL', labelError: null });
    expect(inbound!.trackingNumber).toMatch(/^\d{12}$/);
    const record = JSON.parse(inbound!.carrierShipment!) as { postageLabel: { labelUrl: string } };
    expect(record.postageLabel.labelUrl).toMatch(/\/labels\/orders\/\d+\/[-0-9a-f]+\.png/);

    const link = await call('GET', `/users/${me.id}/orders/${made.id}/shipments/${inbound!.id}/label`, me.token);
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json()).toMatchObject({ trackingNumber: inbound!.trackingNumber, carrier: 'FEDEX' });
    expect(link.json().fileName).toMatch(/\.png$/);
    const png = await labelPng(link.json().labelUrl as string);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 812, height: 1218 });
    expect(await readCode128(png)).toBe(inbound!.trackingNumber);
    expect(await readCode128(await labelPng(record.postageLabel.labelUrl))).toBe(inbound!.trackingNumber);

    // The admin mirror reads it too; another customer gets nothing.
    const path = `/users/${me.id}/orders/${made.id}/shipments/${inbound!.id}/label`;
    expect((await call('GET', path, staff.token)).statusCode).toBe(200);
    const other = await buyer();
    expect((await call('GET', path, other.token)).statusCode).toBe(403);
    expect((await call('POST', path, other.token)).statusCode).toBe(403);
    const otherPath = `/users/${other.id}/orders/${made.id}/shipments/${inbound!.id}/label`;
    expect((await call('GET', otherPath, other.token)).statusCode).toBe(404);
    expect((await call('POST', otherPath, other.token)).statusCode).toBe(404);
  });

  it('keeps the order when the carrier refuses the address, says why, and buys the label on retry', async () => {
    const me = await buyer();
    await t.database.db.update(addresses).set({ city: 'Dallas' }).where(eq(addresses.id, me.addressId));
    const made = await order(me, { method: 'PREPAID_LABEL', customerAddressId: me.addressId });
    const [inbound] = made.shipments;
    expect(inbound!.trackingNumber).toBeNull();
    expect(inbound!.labelError).toMatch(/^The carrier did not accept your address \(city: ZIP 11211 is Brooklyn, NY\)/);
    expect(made.total).toBeGreaterThan(0);
    const path = `/users/${me.id}/orders/${made.id}/shipments/${inbound!.id}/label`;
    expect((await call('GET', path, me.token)).statusCode).toBe(404);
    const again = await call('POST', path, me.token);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toMatch(/city: ZIP 11211 is Brooklyn/);

    await t.database.db.update(addresses).set({ city: 'Brooklyn' }).where(eq(addresses.id, me.addressId));
    const bought = await call('POST', path, me.token);
    expect(bought.statusCode, bought.body).toBe(200);
    const [row] = await t.database.db.select().from(shipments).where(eq(shipments.id, inbound!.id));
    expect(row).toMatchObject({ trackingNumber: bought.json().trackingNumber, labelError: null, labelClaimedAt: null });
    // Asking again answers the same label rather than buying a second one.
    expect((await call('POST', path, me.token)).json().trackingNumber).toBe(row!.trackingNumber);
  });

  it('the free USPS label update buys a label for an open order without one, at no charge', async () => {
    const me = await buyer();
    const made = await order(me, { method: 'EXTERNAL_FULFILLMENT' });
    const res = await freeLabel(me, made.id, me.addressId);
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json().order as {
      total: number;
      shipments: Shipment[];
      lines: Array<{ sku: string; amount: number }>;
    };
    expect(updated.total).toBe(made.total);
    expect(updated.lines.find((line) => line.sku === 'prepaidlabelfirst')).toMatchObject({ amount: 0 });
    const label = updated.shipments.find((s) => s.method === 'PREPAID_LABEL')!;
    expect(label.trackingNumber).toMatch(/^92\d{20}$/);
    const url = (JSON.parse(label.carrierShipment!) as { postageLabel: { labelUrl: string } }).postageLabel.labelUrl;
    // The USPS barcode (IMpb) carries 420 and the destination ZIP before the tracking number.
    expect(await readCode128(await labelPng(url))).toMatch(new RegExp(`^420\\d{5}${label.trackingNumber}$`));

    // Not eligible any more: it has a prepaid label now.
    const twice = await freeLabel(me, made.id, me.addressId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This order already has a prepaid shipping label');
  });

  it('refuses the free label for an order that has a prepaid label, is not open, or is another customer’s', async () => {
    const me = await buyer();
    const labelled = await order(me, { method: 'PREPAID_LABEL', customerAddressId: me.addressId });
    expect((await freeLabel(me, labelled.id, me.addressId)).statusCode).toBe(409);

    const canceled = await order(me, { method: 'EXTERNAL_FULFILLMENT' });
    expect((await call('PUT', `/orders/${canceled.id}/cancel`, me.token)).statusCode).toBe(200);
    expect((await freeLabel(me, canceled.id, me.addressId)).statusCode).toBe(409);

    const open = await order(me, { method: 'EXTERNAL_FULFILLMENT' });
    const other = await buyer();
    expect((await freeLabel(other, open.id, other.addressId)).statusCode).toBe(404);
    const paid = await freeLabel(me, open.id, me.addressId, 'standard_overnight');
    expect(paid.statusCode).toBe(400);
    expect(paid.json().errors).toEqual([
      'newShipments.0.serviceLevel: only the free USPS label (usps_first) can be added to an order',
    ]);
    const notMine = await freeLabel(me, open.id, other.addressId);
    expect(notMine.statusCode).toBe(400);
    expect((await t.database.db.select().from(shipments).where(eq(shipments.orderId, open.id))).length).toBe(1);

    // Staff may make it for the customer.
    const byStaff = await freeLabel(staff, open.id, me.addressId);
    expect(byStaff.statusCode, byStaff.body).toBe(200);
  });
});
