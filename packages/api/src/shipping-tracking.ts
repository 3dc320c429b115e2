// Tracking of shipments: the carrier's signed tracker events (EasyPost "tracker.updated",
// X-Hmac-Signature), each processed once by event id, move a shipment to "on its way" and "arrived".
// With the local shipping provider no carrier sends them: staff record the parcel's scans, and the
// provider signs the same events for the same handler.
import { z } from 'zod';
import { defineRoute } from './define.js';
import { idParamField } from './fields.js';
import { webhookResponse } from './payments.js';

/** The tracker statuses staff record by hand with the local provider (the ones that move a shipment). */
export const LOCAL_TRACKER_STATUSES = ['in_transit', 'delivered'] as const;

export const localTrackingParams = z.strictObject({
  shipmentId: idParamField(),
  trackerStatus: z.enum(LOCAL_TRACKER_STATUSES, `must be one of ${LOCAL_TRACKER_STATUSES.join(', ')}`),
});

const tag = 'shipping labels';

export const shippingTrackingRoutes = {
  webhook: defineRoute({
    method: 'POST',
    path: '/shipping/tracking-webhook',
    errors: [400],
    access: 'visitor',
    summary:
      'The carrier’s signed tracker events (EasyPost tracker.updated, X-Hmac-Signature), each processed once by event id; an unknown tracking code is acknowledged and ignored',
    tag,
    response: webhookResponse,
  }),
  recordLocal: defineRoute({
    method: 'PUT',
    path: '/shipments/:shipmentId/tracking/:trackerStatus',
    errors: [404, 409],
    access: 'admin',
    summary:
      'Staff, with the local shipping provider: record a carrier scan of a labelled shipment (in_transit, delivered) as the signed tracker event a carrier would send',
    tag,
    params: localTrackingParams,
    response: webhookResponse,
  }),
};
