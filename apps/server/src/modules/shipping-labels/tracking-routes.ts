// HTTP for shipment tracking: the carrier's signed webhook (raw bytes, as the signature covers them)
// and, with the local provider, staff recording a carrier scan as the same signed event.
import { shippingTrackingRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { handleTrackingEvent } from './handle-tracking-event.js';
import { recordLocalScan } from './record-local-scan.js';

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

  registerRoute(api, shippingTrackingRoutes.recordLocal, ({ params, request }) =>
    recordLocalScan({ deps, log: request.log, shipmentId: params.shipmentId, status: params.trackerStatus }),
  );
}
