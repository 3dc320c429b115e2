// Route rows (see route-rows.ts) of shipping labels: the owner's order with a prepaid label,
// bought by the local shipping provider when the order is placed.
import { seedLocations } from '../db/seed/locations.js';
import { seedServices } from '../db/seed/services.js';
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

export const shippingLabelRows: Rows = {
  'shippingLabels.get': { call: async (fx) => ({ params: await ownersLabel(fx) }) },
  'shippingLabels.buy': { call: async (fx) => ({ params: await ownersLabel(fx) }) },
};
