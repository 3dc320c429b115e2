// Route rows (see route-rows.ts) of shipping labels: the owner's order with a prepaid label,
// bought by the local shipping provider when the order is placed.
import { seedLocations } from '../db/seed/locations.js';
import { seedServices } from '../db/seed/services.js';
import { signTrackingBody, trackingSecret } from '../adapters/shipping/tracking-events.js';
import type { Fixture } from './fixture.js';
import { DRAFT } from './rows-development-orders.js';
import type { Rows } from './row-types.js';

const seeded = new WeakMap<object, Promise<unknown>>();
const setUp = (fx: Fixture) => {
  const db = fx.t.database.db;
  if (!seeded.has(db)) seeded.set(db, Promise.all([seedServices(db), seedLocations(db)]));
  return seeded.get(db)!;
};

/** The params of the owner's order's prepaid-label shipment. */
async function ownersLabel(fx: Fixture) {
  await setUp(fx);
  const owner = { id: fx.callers.owner.id!, token: fx.callers.owner.token! };
  const made = await fx.ask('POST', `/users/${owner.id}/orders`, owner.token, {
    ...DRAFT,
    inbound: { method: 'PREPAID_LABEL', serviceLevel: 'fedex_ground', customerAddressId: fx.addressId },
  });
  const shipment = made.order.shipments[0] as { id: number };
  return { id: owner.id, orderId: made.order.id as number, shipmentId: shipment.id };
}

let unique = 0;

/** A carrier tracker event signed as the configured shipping provider signs them. */
function signedTrackerEvent(fx: Fixture) {
  const payload = JSON.stringify({
    id: `evt_guard_${++unique}`,
    object: 'Event',
    description: 'tracker.updated',
    result: { object: 'Tracker', tracking_code: `GUARD${unique}`, status: 'in_transit' },
  });
  const signature = signTrackingBody(payload, trackingSecret(fx.t.config)!);
  return { body: Buffer.from(payload), headers: { 'x-hmac-signature': signature, 'content-type': 'application/json' } };
}

export const shippingLabelRows: Rows = {
  'shippingLabels.get': { call: async (fx) => ({ params: await ownersLabel(fx) }) },
  'shippingLabels.buy': { call: async (fx) => ({ params: await ownersLabel(fx) }) },
  'shippingTracking.webhook': { call: (fx) => signedTrackerEvent(fx) },
  'shippingTracking.recordLocal': {
    call: async (fx) => ({ params: { shipmentId: (await ownersLabel(fx)).shipmentId, trackerStatus: 'in_transit' } }),
  },
};
