// HTTP for shipment tracking: the carrier's signed webhook (raw bytes, as the signature covers them)
// and, with the local provider, staff recording a carrier scan as the same signed event.
import { shippingTrackingRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import { localTrackingEvent, trackingSecret } from '../../adapters/shipping/tracking-events.js';
import type { Deps } from '../../deps.js';
import { AppError, notFound } from '../../errors.js';
import { registerRoute } from '../../http/register.js';
import { handleTrackingEvent } from './handle-tracking-event.js';
import { selectShipment } from './store.js';

export function registerShippingTrackingRoutes(api: FastifyInstance, deps: Deps) {
  void api.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    registerRoute(raw, shippingTrackingRoutes.webhook, async ({ request }) => {
      const signature = request.headers['x-hmac-signature'];
      return handleTrackingEvent({
        deps,
        log: request.log,
        rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        signature: typeof signature === 'string' ? signature : undefined,
      });
    });
  });

  registerRoute(api, shippingTrackingRoutes.recordLocal, async ({ params, request }) => {
    if (deps.shipping.name !== 'local') {
      throw new AppError('NOT_FOUND', 'Tracking comes from the carrier on this site', [
        'shipmentId: tracked by the carrier',
      ]);
    }
    const shipment = await selectShipment(deps.db, params.shipmentId);
    if (!shipment) throw notFound('Shipment');
    if (!shipment.trackingNumber) {
      const message = 'This shipment has no label, so no tracking number to scan';
      throw new AppError('CONFLICT', message, [`shipmentId: ${message}`]);
    }
    const secret = trackingSecret(deps.config)!;
    const event = localTrackingEvent(
      {
        trackingCode: shipment.trackingNumber,
        carrier: shipment.carrier,
        status: params.trackerStatus,
        at: new Date(),
      },
      secret,
    );
    return handleTrackingEvent({ deps, log: request.log, rawBody: event.body, signature: event.signature });
  });
}
