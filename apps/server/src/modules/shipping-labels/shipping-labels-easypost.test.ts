import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipments } from '../../db/schema/shipments.js';
import { seedLocations } from '../../db/seed/locations.js';
import { seedServices } from '../../db/seed/services.js';
import { startEasyPostStandIn, type EasyPostStandIn } from '../../test/easypost-stand-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { NYC, api, customer } from '../orders/order-test-helpers.js';

describe('prepaid labels bought through EasyPost (local stand-in)', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let standIn: EasyPostStandIn;

  beforeAll(async () => {
    standIn = await startEasyPostStandIn('EZTK_labels', [
      { street1: NYC.address1, city: NYC.city, state: NYC.state, zip: NYC.zip },
      { street1: '1100 Flushing Ave, Unit 4', city: 'Brooklyn', state: 'NY', zip: '11237' },
    ]);
    t = await createTestApp({
      SHIPPING_PROVIDER: 'easypost',
      EASYPOST_API_KEY: 'EZTK_labels',
      EASYPOST_API_URL: `${standIn.url}/v2`,
    });
    call = api(t);
    await seedServices(t.database.db);
    await seedLocations(t.database.db);
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  async function placeOrder(address: typeof NYC) {
    const me = await customer(t);
    const saved = await call('POST', `/users/${me.id}/address`, me.token, address);
    expect(saved.statusCode, saved.body).toBe(201);
    const res = await call('POST', `/users/${me.id}/orders`, me.token, {
      rolls: [{ brand: 'Ilford', model: 'HP5 Plus', format: '120', process: 'BW' }],
      negativesAction: 'TOSS',
      inbound: { method: 'PREPAID_LABEL', serviceLevel: 'fedex_ground', customerAddressId: saved.json().address.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().order.shipments[0] as {
      id: number;
      trackingNumber: string | null;
      carrierShipment: string | null;
      labelError: string | null;
    };
  }

  it('buys the FedEx Ground rate and keeps the carrier’s record with postageLabel.labelUrl', async () => {
    const shipment = await placeOrder(NYC);
    expect(shipment.labelError).toBeNull();
    expect(shipment.trackingNumber).toBe(standIn.sold.at(-1));
    const created = standIn.requests.find((r) => r.path === '/v2/shipments')!;
    expect(created.body.shipment).toMatchObject({
      from_address: { street1: NYC.address1, zip: NYC.zip },
      to_address: { street1: '1100 Flushing Ave, Unit 4', zip: '11237' },
    });
    const bought = standIn.requests.find((r) => r.path.endsWith('/buy'))!;
    expect(bought.body.rate).toMatchObject({ id: expect.stringMatching(/^rate_1_/) });
    const [row] = await t.database.db.select().from(shipments).where(eq(shipments.id, shipment.id));
    expect(row!.carrierShipment).toMatchObject({
      trackingCode: shipment.trackingNumber,
      postageLabel: { labelUrl: expect.stringContaining(`${standIn.url}/labels/`) },
    });
    // The page gets a link to the lab's own copy of the PNG.
    expect(JSON.parse(shipment.carrierShipment!).postageLabel.labelUrl).toContain('/labels/orders/');
  });

  it('a sender address the carrier cannot find leaves the order without a label, with the carrier’s words', async () => {
    const before = standIn.sold.length;
    const shipment = await placeOrder({ ...NYC, address1: '9 Nowhere Rd' });
    expect(shipment.trackingNumber).toBeNull();
    expect(shipment.labelError).toBe(
      'The carrier did not accept your address (address: Address not found). Correct it and try again.',
    );
    expect(standIn.sold.length).toBe(before);
  });
});
