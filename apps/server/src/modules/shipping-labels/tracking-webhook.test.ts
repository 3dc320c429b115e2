// The carrier's tracking webhook: signed events (X-Hmac-Signature, EasyPost's scheme) move a
// shipment to "on its way" and "arrived" once per event id; a bad signature is refused; an unknown
// tracking code is acknowledged and ignored. With the local provider staff record the scans, signed
// the same way. PGlite always, PostgreSQL with TEST_DATABASE_URL.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signTrackingBody, trackingSecret } from '../../adapters/shipping/tracking-events.js';
import { webhookEvents } from '../../db/schema/payments.js';
import { seedLocations } from '../../db/seed/locations.js';
import { seedServices } from '../../db/seed/services.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { NYC, admin, api, customer } from '../orders/order-test-helpers.js';

const ROLL = { brand: 'Kodak', model: 'Portra 400', format: '35mm', process: 'C-41' };
type Shipment = { id: number; trackingNumber: string | null; shippedAt: string | null; deliveredAt: string | null };

let unique = 0;
const trackerEvent = (trackingCode: string, status: string, id = `evt_test_${++unique}`, at?: string) =>
  JSON.stringify({
    id,
    object: 'Event',
    mode: 'test',
    description: 'tracker.updated',
    result: { id: `trk_${unique}`, object: 'Tracker', tracking_code: trackingCode, status, updated_at: at },
  });

describe('shipment tracking', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let staff: { id: number; token: string };

  beforeAll(async () => {
    t = await createTestApp();
    call = api(t);
    staff = await admin(t);
    await seedServices(t.database.db);
    await seedLocations(t.database.db);
  });
  afterAll(() => t.close());

  const post = (body: string, signature: string | null) =>
    t.app.inject({
      method: 'POST',
      url: '/api/shipping/tracking-webhook',
      headers: { 'content-type': 'application/json', ...(signature ? { 'x-hmac-signature': signature } : {}) },
      payload: body,
    });
  const signed = (body: string) => post(body, signTrackingBody(body, trackingSecret(t.config)!));

  async function labelledOrder() {
    const me = await customer(t);
    const saved = await call('POST', `/users/${me.id}/address`, me.token, NYC);
    expect(saved.statusCode, saved.body).toBe(201);
    const res = await call('POST', `/users/${me.id}/orders`, me.token, {
      rolls: [ROLL],
      negativesAction: 'TOSS',
      inbound: { method: 'PREPAID_LABEL', serviceLevel: 'fedex_ground', customerAddressId: saved.json().address.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().order as { id: number; shipments: Shipment[] };
    expect(order.shipments[0]!.trackingNumber).toBeTruthy();
    const shipment = async (): Promise<Shipment> => {
      const summary = await call('GET', `/users/${me.id}/orders/${order.id}`, me.token);
      expect(summary.statusCode, summary.body).toBe(200);
      return summary.json().order.shipments[0] as Shipment;
    };
    return { me, order, tracking: order.shipments[0]!.trackingNumber!, shipment };
  }

  it('moves the inbound shipment on its way, then arrived, once per event id; the order page shows it', async () => {
    const { tracking, shipment } = await labelledOrder();
    expect(await shipment()).toMatchObject({ shippedAt: null, deliveredAt: null });

    const moving = trackerEvent(tracking, 'in_transit', 'evt_once', '2026-03-02T15:00:00Z');
    const first = await signed(moving);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, processed: true });
    expect(await shipment()).toMatchObject({ shippedAt: '2026-03-02T15:00:00.000Z', deliveredAt: null });

    // The same event again, and another body under the same event id: acknowledged, nothing moves.
    const replay = await signed(moving);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, processed: false });
    const sameId = await signed(trackerEvent(tracking, 'delivered', 'evt_once', '2026-03-03T15:00:00Z'));
    expect(sameId.json()).toEqual({ received: true, processed: false });
    expect(await shipment()).toMatchObject({ shippedAt: '2026-03-02T15:00:00.000Z', deliveredAt: null });
    const rows = await t.database.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, 'evt_once'));
    expect(rows).toHaveLength(1);

    const arrived = await signed(trackerEvent(tracking, 'delivered', undefined, '2026-03-04T15:00:00Z'));
    expect(arrived.json()).toEqual({ received: true, processed: true });
    expect(await shipment()).toMatchObject({
      shippedAt: '2026-03-02T15:00:00.000Z',
      deliveredAt: '2026-03-04T15:00:00.000Z',
    });
    // A late scan of an earlier stage never moves it back.
    await signed(trackerEvent(tracking, 'out_for_delivery', undefined, '2026-03-05T15:00:00Z'));
    expect(await shipment()).toMatchObject({ deliveredAt: '2026-03-04T15:00:00.000Z' });
  });

  it('refuses a missing, wrong or stale signature (400 naming the header) and changes nothing', async () => {
    const { tracking, shipment } = await labelledOrder();
    const body = trackerEvent(tracking, 'delivered');
    const missing = await post(body, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatch(/^x-hmac-signature: is missing/);
    const wrong = await post(body, signTrackingBody(body, 'not-the-secret'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatch(/^x-hmac-signature: does not match/);
    const tampered = await post(
      body.replace('delivered', 'in_transit'),
      signTrackingBody(body, trackingSecret(t.config)!),
    );
    expect(tampered.statusCode).toBe(400);
    expect(await shipment()).toMatchObject({ shippedAt: null, deliveredAt: null });
    // A signed body that is no event is a 400 too, never a 500.
    const junk = await signed(JSON.stringify({ hello: 'world' }));
    expect(junk.statusCode).toBe(400);
    expect(junk.json().errors[0]).toMatch(/^body/);
  });

  it('acknowledges an unknown tracking code and other events, and ignores them', async () => {
    const unknown = await signed(trackerEvent('000000000000', 'delivered'));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ received: true, processed: false });
    const other = await signed(
      JSON.stringify({ id: `evt_batch_${++unique}`, description: 'batch.updated', result: {} }),
    );
    expect(other.statusCode).toBe(200);
    const early = await labelledOrder();
    expect((await signed(trackerEvent(early.tracking, 'pre_transit'))).json().processed).toBe(true);
    expect(await early.shipment()).toMatchObject({ shippedAt: null, deliveredAt: null });
  });

  it('lets staff record a local carrier scan as the same signed event; customers may not', async () => {
    const { me, order, shipment } = await labelledOrder();
    const id = order.shipments[0]!.id;
    expect((await call('PUT', `/shipments/${id}/tracking/in_transit`, me.token)).statusCode).toBe(403);
    const moving = await call('PUT', `/shipments/${id}/tracking/in_transit`, staff.token);
    expect(moving.statusCode, moving.body).toBe(200);
    expect(moving.json()).toEqual({ received: true, processed: true });
    expect((await shipment()).shippedAt).not.toBeNull();
    const arrived = await call('PUT', `/shipments/${id}/tracking/delivered`, staff.token);
    expect(arrived.statusCode, arrived.body).toBe(200);
    expect((await shipment()).deliveredAt).not.toBeNull();
    expect((await call('PUT', `/shipments/${id}/tracking/lost`, staff.token)).statusCode).toBe(400);
    expect((await call('PUT', `/shipments/999999/tracking/delivered`, staff.token)).statusCode).toBe(404);
  });
});

describe('shipment tracking with EasyPost', () => {
  let t: TestApp;
  const secret = 'easypost-webhook-secret';

  beforeAll(async () => {
    t = await createTestApp({
      SHIPPING_PROVIDER: 'easypost',
      EASYPOST_API_KEY: 'EZTK_tracking',
      EASYPOST_API_URL: 'http://127.0.0.1:9/v2',
      EASYPOST_WEBHOOK_SECRET: secret,
    });
  });
  afterAll(() => t.close());

  const post = (body: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/shipping/tracking-webhook',
      headers: { 'content-type': 'application/json', 'x-hmac-signature': signature },
      payload: body,
    });

  it('checks events against the EasyPost webhook secret; local scans are not offered', async () => {
    const body = trackerEvent('EZ1000000001', 'in_transit');
    const ok = await post(body, signTrackingBody(body, secret));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ received: true, processed: false });
    const local = trackingSecret({ shipping: { provider: 'local' }, authSecret: t.config.authSecret })!;
    expect((await post(body, signTrackingBody(body, local))).statusCode).toBe(400);
    const staff = await admin(t);
    const scan = await api(t)('PUT', '/shipments/1/tracking/delivered', staff.token);
    expect(scan.statusCode).toBe(404);
  });
});
