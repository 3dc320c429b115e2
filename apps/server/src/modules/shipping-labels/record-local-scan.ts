// With the local shipping provider there is no carrier to report scans: staff record one
// (POST /shipments/:shipmentId/tracking/:trackerStatus), signed and handled as the carrier's event.
import { localTrackingEvent, trackingSecret } from '../../adapters/shipping/tracking-events.js';
import type { Deps } from '../../deps.js';
import { AppError, notFound } from '../../errors.js';
import { handleTrackingEvent } from './handle-tracking-event.js';
import { labelShipments } from './label-shipments.js';

export async function recordLocalScan(options: {
  deps: Deps;
  log: Parameters<typeof handleTrackingEvent>[0]['log'];
  shipmentId: number;
  status: Parameters<typeof localTrackingEvent>[0]['status'];
}) {
  const { deps } = options;
  if (deps.shipping.name !== 'local') {
    throw new AppError('NOT_FOUND', 'Tracking comes from the carrier on this site', [
      'shipmentId: tracked by the carrier',
    ]);
  }
  const shipment = await labelShipments().find(deps.db, options.shipmentId);
  if (!shipment) throw notFound('Shipment');
  if (!shipment.trackingNumber) {
    const message = 'This shipment has no label, so no tracking number to scan';
    throw new AppError('CONFLICT', message, [`shipmentId: ${message}`]);
  }
  const secret = trackingSecret(deps.config)!;
  const event = localTrackingEvent(
    { trackingCode: shipment.trackingNumber, carrier: shipment.carrier, status: options.status, at: new Date() },
    secret,
  );
  return handleTrackingEvent({ deps, log: options.log, rawBody: event.body, signature: event.signature });
}
